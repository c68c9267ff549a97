import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { createAdminSchema, type CreateAdminInput } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { adminRequest } from '../api/admin-fetch';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors } from '../forms/server-errors';
import { RoleField } from './role-field';

/** SPEC's form: an admin picks another's username, role and first password. */
export function AddAdminForm() {
  const queryClient = useQueryClient();
  const form = useForm<CreateAdminInput>({
    resolver: zodResolver(createAdminSchema),
    // SPEC's default role stays admin (CONTRACT section 16).
    defaultValues: { username: '', role: 'admin', password: '', currentPassword: '' },
  });
  const errors = form.formState.errors;

  const create = useMutation({
    mutationFn: async (input: CreateAdminInput) => {
      const res = await adminRequest('POST', '/api/admin/users', input);
      return (await res.json()) as { username: string; role: string };
    },
    onSuccess: (admin) => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      toast({ title: 'Admin added', description: `${admin.username} can now sign in to the admin area.` });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        form.setError(
          'username',
          { type: 'server', message: 'That username is already taken.' },
          { shouldFocus: true },
        );
        return;
      }
      const fields = ['username', 'role', 'password', 'currentPassword'] as const;
      if (applyServerErrors(error, fields, form.setError) > 0) return;
      toast({
        title: 'Error',
        description: 'Failed to add the admin. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const usernameError = errors.username?.message;
  const passwordError = errors.password?.message;
  const currentError = errors.currentPassword?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))} className="grid gap-5">
      <Field id="new-admin-username" label="Username" error={usernameError}>
        <Input
          {...fieldAria('new-admin-username', usernameError)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </Field>
      <RoleField
        id="new-admin-role"
        value={form.watch('role')}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <Field
        id="new-admin-password"
        label="Password"
        error={passwordError}
        hint="At least 8 characters, and not a common password."
      >
        <PasswordInput
          {...fieldAria('new-admin-password', passwordError, true)}
          autoComplete="new-password"
          {...form.register('password')}
        />
      </Field>
      {/* A stolen session alone must not be enough to add an admin (CONTRACT section 10). */}
      <Field id="new-admin-current-password" label="Your current password" error={currentError}>
        <PasswordInput
          {...fieldAria('new-admin-current-password', currentError)}
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </Field>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? 'Saving...' : 'Add Admin'}
      </Button>
    </form>
  );
}
