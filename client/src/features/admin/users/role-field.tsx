import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, isRole } from '@shared/roles';
import { Field, Select, fieldAria } from '@/components/ui/field';

interface RoleFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  /** The role now chosen, whose description shows under the select. */
  value?: string;
  error?: string;
}

/** A role to choose, with what the chosen one may do (CONTRACT section 16's five roles). */
export const RoleField = forwardRef<HTMLSelectElement, RoleFieldProps>(function RoleField(
  { id, value, error, ...props },
  ref,
) {
  return (
    <Field id={id} label="Role" error={error} hint={isRole(value) ? ROLE_DESCRIPTIONS[value] : undefined}>
      <Select ref={ref} {...fieldAria(id, error, isRole(value))} {...props}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
    </Field>
  );
});
