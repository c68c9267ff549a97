import { Link } from 'wouter';
import { can } from '@shared/roles';
import { buttonClass } from '@/components/ui/button';
import { useStoredAdmin } from '../auth/admin-store';

/** The three delegate screens, linked from each other's header as the role allows. */
export function DelegateLinks({ current }: { current: 'all' | 'mine' | 'count' }) {
  const role = useStoredAdmin()?.role;
  const links = [
    { key: 'all', href: '/admin/delegates', label: 'All delegates', show: can(role, 'delegates') },
    { key: 'mine', href: '/admin/delegates/mine', label: 'My delegates', show: can(role, 'delegates') },
    { key: 'count', href: '/admin/delegates/count', label: 'The count', show: can(role, 'delegate-count') },
  ].filter((l) => l.show && l.key !== current);
  return (
    <>
      {links.map((l) => (
        <Link key={l.key} href={l.href} className={buttonClass('outline', 'sm')}>
          {l.label}
        </Link>
      ))}
    </>
  );
}
