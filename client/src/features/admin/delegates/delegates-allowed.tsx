import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { can } from '@shared/roles';
import { useStoredAdmin } from '../auth/admin-store';
import { EmptyState } from '../layout/list-states';

/** Delegate records for the roles that may read them; the others are pointed at the count. */
export function DelegatesAllowed({ children }: { children: ReactNode }) {
  const role = useStoredAdmin()?.role;
  if (can(role, 'delegates')) return children;
  return (
    <EmptyState title="Your role shows the count, not the delegates">
      {can(role, 'delegate-count') ? (
        <Link href="/admin/delegates/count" className="text-union-600 underline">
          See the delegate count
        </Link>
      ) : (
        'Ask an admin for access.'
      )}
    </EmptyState>
  );
}
