import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { InvitationView } from '@shared/invitations';
import { invitationCreateSchema } from '@shared/schemas/invitations';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { adminRequest } from '../api/admin-fetch';
import { applyServerErrors } from '../forms/server-errors';
import { fromLocalInput, localDateTimeField } from './access-until';
import { RoleField } from './role-field';

// The endpoint's own rules for e-mail and role; access until as the datetime-local input has it.
const inviteFormSchema = invitationCreateSchema.extend({ accessUntil: localDateTimeField });
type InviteValues = z.input<typeof inviteFormSchema>;
const EMPTY: InviteValues = { email: '', role: 'viewer', accessUntil: '' };

/**
 * An invitation by e-mail (CONTRACT section 16): the person chooses their own username and password
 * from the link, so no admin ever picks a password for someone else.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteFormSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;

  const invite = useMutation({
    mutationFn: async (values: InviteValues) => {
      const body = { ...values, accessUntil: fromLocalInput(values.accessUntil) };
      return (await (await adminRequest('POST', '/api/admin/invitations', body)).json()) as InvitationView;
    },
    onSuccess: (sent) => {
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] });
      toast({ title: 'Invitation sent', description: `An invitation is on its way to ${sent.email}.` });
    },
    onError: (error) => {
      if (applyServerErrors(error, ['email', 'role', 'accessUntil'], form.setError) > 0) return;
      toast({
        title: 'Error',
        description: 'Failed to send the invitation. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const emailError = errors.email?.message;
  const accessError = errors.accessUntil?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => invite.mutate(v))} className="grid gap-5">
      <Field id="invite-email" label="Email" error={emailError}>
        <Input
          type="email"
          {...fieldAria('invite-email', emailError)}
          autoComplete="off"
          spellCheck={false}
          {...form.register('email')}
        />
      </Field>
      <RoleField
        id="invite-role"
        value={form.watch('role')}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <Field
        id="invite-access-until"
        label="Access until (optional)"
        error={accessError}
        hint="After this moment the account cannot sign in. Leave empty for no end date."
      >
        <Input
          type="datetime-local"
          {...fieldAria('invite-access-until', accessError, true)}
          {...form.register('accessUntil')}
        />
      </Field>
      <Button type="submit" disabled={invite.isPending} className="justify-self-start">
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
