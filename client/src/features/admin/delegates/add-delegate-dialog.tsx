import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { delegateCreateSchema, type DelegateCreate, type DelegateCreateInput } from '@shared/delegates';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { applyServerErrors } from '../forms/server-errors';
import { createDelegate } from './delegate-api';

// The fields a person types; the create schema (the server's own) gives the rest their defaults
// and turns an empty e-mail or phone into null.
const EMPTY: DelegateCreateInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  local: '',
  region: '',
  kind: 'delegate',
};

const TEXT_FIELDS = [
  ['firstName', 'First name', 'text', true],
  ['lastName', 'Last name', 'text', true],
  ['local', 'Local', 'text', true],
  ['region', 'Region', 'text', true],
  ['email', 'E-mail (optional)', 'email', false],
  ['phone', 'Phone (optional)', 'tel', false],
] as const;

const FIELD_NAMES = [...TEXT_FIELDS.map(([name]) => name), 'kind'] as const;

/** A delegate added by hand (admin only), checked by the same schema as the server's; then their record. */
export function AddDelegateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<DelegateCreateInput, unknown, DelegateCreate>({
    resolver: zodResolver(delegateCreateSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const create = useMutation({
    mutationFn: (values: DelegateCreate) => createDelegate(values),
    onSuccess: async (delegate) => {
      toast({ title: 'Delegate added', description: `${delegate.firstName} ${delegate.lastName}` });
      form.reset(EMPTY);
      onClose();
      navigate(`/admin/delegates/${delegate.id}`);
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => {
      if (applyServerErrors(error, FIELD_NAMES, form.setError) > 0) return;
      form.setError('root', {
        type: 'server',
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'The delegate was not added. Please try again.',
      });
    },
  });

  function close() {
    if (create.isPending) return;
    form.reset(EMPTY);
    create.reset();
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} title="Add a delegate">
      <form noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))} className="grid w-full gap-4">
        {TEXT_FIELDS.map(([name, label, type, required]) => {
          const fieldId = `add-delegate-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={fieldId} label={label} error={error} required={required}>
              <Input type={type} {...fieldAria(fieldId, error)} {...form.register(name)} />
            </Field>
          );
        })}
        <Field id="add-delegate-kind" label="Kind" error={errors.kind?.message}>
          <Select {...fieldAria('add-delegate-kind', errors.kind?.message)} {...form.register('kind')}>
            <option value="delegate">Delegate</option>
            <option value="alternate">Alternate</option>
          </Select>
        </Field>
        {errors.root && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add delegate'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
