import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { serverFieldErrors } from '../forms/server-errors';
import type { Delegate, DelegateKind } from '@shared/delegates';
import { useDelegatePatch } from './use-delegate-patch';

const TEXT_FIELDS = [
  ['firstName', 'First name', 'text'],
  ['lastName', 'Last name', 'text'],
  ['email', 'E-mail', 'email'],
  ['phone', 'Phone', 'tel'],
  ['local', 'Local', 'text'],
  ['region', 'Region', 'text'],
] as const;

type TextField = (typeof TEXT_FIELDS)[number][0];

const valuesOf = (d: Delegate) => ({
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email ?? '',
  phone: d.phone ?? '',
  local: d.local,
  region: d.region,
  kind: d.kind,
  tags: d.tags.join(', '),
  stepText: d.nextStep?.text ?? '',
  stepDue: d.nextStep?.due ?? '',
});

/** Who the delegate is (names, contact details, local, region, kind), tags and the next step. */
export function IdentityForm({ delegate, onDone }: { delegate: Delegate; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(delegate));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = useDelegatePatch(delegate, {
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(fields.map((f) => [f.path.replace(/\..*$/, ''), f.message])));
      if (fields.length === 0) toast({ title: 'The change was not saved', variant: 'destructive' });
    },
    // Someone saved first: their record is what the screen shows, not our edits over it.
    onStale: onDone,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const step = values.stepText || values.stepDue ? { text: values.stepText, due: values.stepDue } : null;
    patch.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email.trim() || null,
        phone: values.phone.trim() || null,
        local: values.local,
        region: values.region,
        kind: values.kind,
        tags: values.tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        nextStep: step,
      },
      {
        onSuccess: () => {
          toast({ title: 'Delegate saved' });
          onDone();
        },
      },
    );
  }

  const text = (name: TextField, label: string, type: string) => (
    <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]}>
      <Input
        {...fieldAria(`${id}-${name}`, errors[name])}
        type={type}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([name, label, type]) => text(name, label, type))}
        <Field id={`${id}-kind`} label="Kind" error={errors.kind}>
          <Select
            {...fieldAria(`${id}-kind`, errors.kind)}
            value={values.kind}
            onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as DelegateKind }))}
          >
            <option value="delegate">Delegate</option>
            <option value="alternate">Alternate</option>
          </Select>
        </Field>
        <Field id={`${id}-tags`} label="Tags" hint="Separated by commas" error={errors.tags}>
          <Input
            {...fieldAria(`${id}-tags`, errors.tags, true)}
            value={values.tags}
            onChange={(e) => setValues((v) => ({ ...v, tags: e.target.value }))}
          />
        </Field>
        <Field id={`${id}-step`} label="Next step" error={errors.nextStep}>
          <Input
            {...fieldAria(`${id}-step`, errors.nextStep)}
            maxLength={200}
            value={values.stepText}
            onChange={(e) => setValues((v) => ({ ...v, stepText: e.target.value }))}
          />
        </Field>
        <Field id={`${id}-due`} label="Next step due">
          <Input
            id={`${id}-due`}
            type="date"
            value={values.stepDue}
            onChange={(e) => setValues((v) => ({ ...v, stepDue: e.target.value }))}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={patch.isPending}>
          {patch.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
