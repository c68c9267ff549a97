import { useQuery } from '@tanstack/react-query';
import type { AdminAccount } from '@shared/admin-accounts';
import { Select } from '@/components/ui/field';
import { adminAccountsQuery } from '../users/accounts-queries';

/** The roles whose accounts work delegates (CONTRACT section 16): admins, and coordinators their own. */
const OWNER_ROLES: readonly string[] = ['admin', 'coordinator'];

/** The select's value for "Nobody": a string no username can be, since a select holds only strings. */
export const NO_OWNER = '\u0000none';

/** The usernames that may own a delegate: enabled admins and coordinators, sorted by username. */
export function ownerChoices(accounts: readonly AdminAccount[]): string[] {
  return accounts
    .filter((a) => !a.disabled && OWNER_ROLES.includes(a.role))
    .map((a) => a.username)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The owner as the API takes it from the select's value: a username, or null for nobody. */
export const ownerOf = (value: string): string | null => (value === NO_OWNER ? null : value);

interface OwnerSelectProps {
  id: string;
  /** A username, NO_OWNER, or '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The accounts a delegate can be given to, for the bulk bar and the record (admin only). */
export function OwnerSelect({ id, value, onChange, className }: OwnerSelectProps) {
  const accounts = useQuery(adminAccountsQuery());
  const choices = ownerChoices(accounts.data ?? []);
  // An owner who can no longer own (disabled, another role) still shows as the current value.
  const shown = value && value !== NO_OWNER && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={className}>
      <option value="">Choose an owner</option>
      <option value={NO_OWNER}>Nobody</option>
      {shown.map((username) => (
        <option key={username} value={username}>
          {username}
        </option>
      ))}
    </Select>
  );
}
