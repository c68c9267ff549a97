import { useState } from 'react';
import { Shield } from '@/components/icons';
import { ApiError } from '@/lib/api';
import { PLACEHOLDER_TURNSTILE_TOKEN } from '@shared/constants';
import { HoneypotField } from '../forms/honeypot-field';
import { TextAreaField, TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormOutcome } from '../forms/use-form-outcome';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';
import { endorsementKeys, submitEndorsement } from './api';
import { EndorsementOutcome } from './endorsement-outcome';
import { TurnstileWidget, turnstileSiteKey } from './turnstile-widget';

// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/forms').then((m) => m.endorsementSchema);

const FORM_ID = 'endorsement';

/** "Add Your Endorsement": reviewed by an admin before it appears on the page. */
export function EndorsementForm({ labelledBy, placeholder }: { labelledBy?: string; placeholder: string }) {
  const [resetSignal, setResetSignal] = useState(0);
  const form = useZodForm(loadSchema, {
    name: '',
    title: '',
    endorsement: '',
    // Without a Turnstile site key the form sends SPEC's fixed placeholder token.
    turnstileToken: turnstileSiteKey ? '' : PLACEHOLDER_TURNSTILE_TOKEN,
    website: '',
  });
  const outcome = useFormOutcome(() => form.setFocus('name'));
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: submitEndorsement,
    success: {
      title: 'Thank you for your endorsement!',
      description: 'Your endorsement will be reviewed before posting.',
    },
    failure: (err) =>
      (err instanceof ApiError && err.serverMessage) || 'Failed to submit endorsement. Please try again.',
    invalidates: endorsementKeys.all,
    onSuccess: () => {
      setResetSignal((n) => n + 1);
      outcome.show();
    },
  });
  const tokenError = form.formState.errors.turnstileToken?.message;
  if (outcome.shown) return <EndorsementOutcome onAgain={outcome.again} />;
  const common = { form, formId: FORM_ID } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5" aria-labelledby={labelledBy}>
      <TextField {...common} name="name" label="Name" autoComplete="name" required />
      <TextField {...common} name="title" label="Title (optional)" placeholder="e.g. Steward, Local 2100" />
      <TextAreaField
        {...common}
        name="endorsement"
        label="Endorsement"
        rows={5}
        placeholder={placeholder}
        required
      />
      <HoneypotField form={form} formId={FORM_ID} />
      <input type="hidden" {...form.register('turnstileToken')} />
      <div className="grid gap-3 rounded-lg border border-union-100 bg-union-50 p-4">
        <p className="flex items-center gap-2 font-semibold text-navy-900">
          <Shield className="size-5 text-union-600" />
          Security Protected
        </p>
        <p id={`${FORM_ID}-security-note`} className="text-sm text-slate-600">
          This form is protected against spam and bots. Endorsements are reviewed before they are posted.
        </p>
        {turnstileSiteKey && (
          <TurnstileWidget
            siteKey={turnstileSiteKey}
            resetSignal={resetSignal}
            onToken={(token) => {
              form.setValue('turnstileToken', token);
              if (token) form.clearErrors('turnstileToken');
            }}
          />
        )}
        {tokenError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {tokenError}
          </p>
        )}
      </div>
      <SubmitButton pending={isPending} label="Submit Endorsement" pendingLabel="Submitting..." size="lg" />
    </form>
  );
}
