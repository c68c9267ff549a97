import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { AdminSession } from '@shared/api-types';
import { LOGIN_MAX_FAILURES } from '@shared/constants';
import { loginSchema, type LoginInput } from '@shared/schemas/admin';
import type { TwoFactorChallenge } from '@shared/two-factor';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { asksForTwoFactorSetup, useCompleteSignIn } from './complete-sign-in';
import { loginFailureMessage } from './login-messages';
import { PasswordInput } from './password-input';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** The password step; for an account with two-factor sign-in, the code step follows it. */
export function LoginForm() {
  const completeSignIn = useCompleteSignIn();
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const errors = form.formState.errors;

  const login = useMutation({
    mutationFn: async (input: LoginInput) => {
      const res = await apiRequest('POST', '/api/admin/login', input);
      const body = (await res.json()) as AdminSession | TwoFactorChallenge;
      return { body, setup: asksForTwoFactorSetup(res) };
    },
    onSuccess: ({ body, setup }) => {
      // The right password of an account with two-factor sign-in: no session until the code.
      if ('twoFactorRequired' in body) setCodeStep(true);
      else completeSignIn(body.admin, setup);
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: loginFailureMessage(error), variant: 'destructive' });
    },
  });

  if (codeStep) {
    return (
      <TwoFactorCodeForm
        onBack={() => {
          form.resetField('password');
          login.reset();
          setCodeStep(false);
        }}
      />
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="grid gap-5">
      <Field id="login-username" label="Username" error={errors.username?.message}>
        <Input
          {...fieldAria('login-username', errors.username?.message)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          {...fieldAria('login-password', errors.password?.message)}
          autoComplete="current-password"
          {...form.register('password')}
        />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link
          href="/admin/forgot-password"
          className="font-semibold text-union-600 hover:text-navy-900 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        For security, sign-in is limited to {LOGIN_MAX_FAILURES} failed attempts per 15 minutes.
      </p>
    </form>
  );
}
