import { holds, type ScreenPermission } from '@/features/admin-nav/screen-permissions';
import { useStoredAdmin } from './admin-store';

/**
 * Whether the signed-in account's role holds a permission (`admin`: what only an admin may do), so
 * a screen shows only the buttons the role may use (CONTRACT section 16).
 */
export function useCan(permission: ScreenPermission): boolean {
  return holds(useStoredAdmin()?.role, permission);
}
