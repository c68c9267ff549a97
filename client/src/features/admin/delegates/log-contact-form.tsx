import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { serverFieldErrors } from '../forms/server-errors';
import { postContact } from './delegate-api';
import {
  CONTACT_METHOD_LABELS,
  OUTCOME_LABELS,
  PLEDGE_LABELS,
  PLEDGES,
  SUPPORT_LABELS,
  SUPPORT_LEVELS,
  supportKey,
  contactCreateSchema,
} from '@shared/delegates';
import { pledgeNeedsMet } from './delegate-labels';
import type { ContactMethod, ContactOutcome, Delegate, SupportLevel } from '@shared/delegates';
import { ChoiceChips } from './choice-chips';
import { newClientId, removePending, savePending } from './offline-contacts';

const METHODS = Object.entries(CONTACT_METHOD_LABELS).map(([value, label]) => ({
  value: value as ContactMethod,
  label,
}));
const OUTCOMES = Object.entries(OUTCOME_LABELS).map(([value, label]) => ({
  value: value as ContactOutcome,
  label,
}));

const EMPTY = {
  method: 'call' as ContactMethod,
  outcome: 'reached' as ContactOutcome,
  note: '',
  support: '',
  pledge: '',
  stepText: '',
  stepDue: '',
};

/** One message per field; the next step's text and day share one. */
const fieldErrors = (list: { path: string; message: string }[]) =>
  Object.fromEntries(list.map((f) => [f.path.startsWith('nextStep') ? 'nextStep' : f.path, f.message]));

/**
 * "Log a contact": one short form, one request that records the call and what came of it. The
 * contact is kept on the phone first (offline-contacts.ts) and dropped once the server has it, so a
 * lost network leaves it waiting instead of lost.
 */
export function LogContactForm({ delegate }: { delegate: Delegate }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<typeof EMPTY>) => setValues((v) => ({ ...v, ...changes }));
  const support = values.support ? (Number(values.support) as SupportLevel) : delegate.support;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      clientId: newClientId(),
      method: values.method,
      outcome: values.outcome,
      note: values.note,
      ...(values.support && { support: Number(values.support) }),
      ...(values.pledge && { pledge: values.pledge }),
      ...((values.stepText || values.stepDue) && {
        nextStep: { text: values.stepText, due: values.stepDue },
      }),
    };
    // The server's own schema first: a contact kept offline must be one the server will take.
    const checked = contactCreateSchema.safeParse(body);
    setErrors(
      checked.success
        ? {}
        : fieldErrors(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))),
    );
    if (!checked.success) return;
    setSaved(false);
    savePending({ delegateId: delegate.id, body, savedAt: new Date().toISOString() });
    setBusy(true);
    try {
      await postContact(delegate.id, body);
      removePending(body.clientId);
      setValues(EMPTY);
      toast({ title: 'Contact logged' });
      await refreshAfterAdminChange(queryClient);
    } catch (error) {
      const refused = error instanceof ApiError && error.status !== 401 && error.status < 500;
      if (!refused) {
        setValues(EMPTY);
        // Said in the form, not a toast: the toaster's code may not be on the phone yet, and offline
        // it cannot be fetched.
        setSaved(true);
        return;
      }
      removePending(body.clientId);
      const fields = serverFieldErrors(error);
      setErrors(fieldErrors(fields));
      if (fields.length === 0)
        toast({
          title: 'The contact was not logged',
          description: error.serverMessage,
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Log a contact
      </h2>
      <ChoiceChips
        legend="How"
        name={`${id}-method`}
        value={values.method}
        options={METHODS}
        onChange={(method) => set({ method })}
      />
      <ChoiceChips
        legend="Outcome"
        name={`${id}-outcome`}
        value={values.outcome}
        options={OUTCOMES}
        onChange={(outcome) => set({ outcome })}
      />
      <Field id={`${id}-note`} label="Note" error={errors.note}>
        <Textarea
          {...fieldAria(`${id}-note`, errors.note)}
          rows={3}
          maxLength={2000}
          value={values.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-support`} label="Support now" error={errors.support}>
          <Select
            {...fieldAria(`${id}-support`, errors.support)}
            value={values.support}
            onChange={(e) => set({ support: e.target.value, pledge: '' })}
          >
            <option value="">Unchanged</option>
            {SUPPORT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}: {SUPPORT_LABELS[supportKey(level)]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-pledge`} label="Pledge now" error={errors.pledge}>
          <Select
            {...fieldAria(`${id}-pledge`, errors.pledge)}
            value={values.pledge}
            onChange={(e) => set({ pledge: e.target.value })}
          >
            <option value="">Unchanged</option>
            {PLEDGES.map((p) => (
              <option key={p} value={p} disabled={p !== 'none' && !pledgeNeedsMet(support)}>
                {PLEDGE_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-step`} label="Next step" error={errors.nextStep}>
          <Input
            {...fieldAria(`${id}-step`, errors.nextStep)}
            maxLength={200}
            value={values.stepText}
            onChange={(e) => set({ stepText: e.target.value })}
          />
        </Field>
        <Field id={`${id}-due`} label="Next step due">
          <Input
            id={`${id}-due`}
            type="date"
            value={values.stepDue}
            onChange={(e) => set({ stepDue: e.target.value })}
          />
        </Field>
      </div>
      <p role="status" className="font-semibold text-amber-900">
        {saved && 'Saved on this device. It will be sent when the network returns.'}
      </p>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Logging...' : 'Log contact'}
      </Button>
    </form>
  );
}
