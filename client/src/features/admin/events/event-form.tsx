import { useState } from 'react';
import { Field, Input, Textarea, fieldAria } from '@/components/ui/field';
import type { AdminEvent } from '@shared/event-types';
import { serverFieldErrors } from '../forms/server-errors';
import { DescriptionField } from './description-field';
import { bodyOf, type EventFormValues } from './event-form-values';
import { EventImageField } from './event-image-field';
import { EventStatusBox } from './event-status-box';
import { ZonePicker } from './zone-picker';

interface EventFormProps {
  initial: EventFormValues;
  saving: boolean;
  /** Stored already (editing), rather than new. */
  stored: boolean;
  onSave: (body: ReturnType<typeof bodyOf>) => Promise<unknown>;
}

/** Maps the API's paths (startsAt, location.venue) onto the editor's inputs. */
const FIELD_OF: Record<string, keyof EventFormValues> = {
  startsAt: 'startDate',
  endsAt: 'endDate',
  'location.venue': 'venue',
  'location.address': 'address',
  'location.kind': 'kind',
};

export function EventForm({ initial, saving, stored, onSave }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EventFormValues, string>>>({});
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(status: AdminEvent['status']) {
    setErrors({});
    try {
      await onSave(bodyOf(values, status));
    } catch (err) {
      const next: Partial<Record<keyof EventFormValues, string>> = {};
      for (const { path, message } of serverFieldErrors(err))
        next[(FIELD_OF[path] ?? path) as keyof EventFormValues] ??= message;
      setErrors(next);
    }
  }

  const text = (key: keyof EventFormValues, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`event-${key}`} label={label} error={errors[key]} required={Boolean(props.required)}>
      <Input
        value={values[key]}
        onChange={(e) => set(key, e.target.value as never)}
        {...fieldAria(`event-${key}`, errors[key])}
        {...props}
        required={undefined}
      />
    </Field>
  );

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        // Enter in a field saves as things stand; publishing is always its own button.
        void submit(values.status);
      }}
    >
      {text('title', 'Title', { required: true })}
      <Field
        id="event-summary"
        label="Summary"
        error={errors.summary}
        hint="One or two sentences for lists and link previews."
      >
        <Textarea
          rows={2}
          value={values.summary}
          onChange={(e) => set('summary', e.target.value)}
          {...fieldAria('event-summary', errors.summary, true)}
        />
      </Field>
      <DescriptionField
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
      />
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">When</legend>
        {text('startDate', 'Start date', { type: 'date', required: true })}
        {text('startTime', 'Start time', { type: 'time', required: true })}
        {text('endDate', 'End date (blank: same day)', { type: 'date' })}
        {text('endTime', 'End time', { type: 'time', required: true })}
        <ZonePicker
          id="event-timeZone"
          value={values.timeZone}
          onChange={(zone) => set('timeZone', zone)}
          error={errors.timeZone}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Where</legend>
        <div role="radiogroup" aria-label="Kind of event" className="flex flex-wrap gap-6">
          {(['in-person', 'online'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name="event-kind"
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
              />
              {kind === 'online' ? 'Online' : 'In person'}
            </label>
          ))}
        </div>
        {values.kind === 'in-person' ? (
          <>
            {text('venue', 'Venue')}
            {text('address', 'Address')}
          </>
        ) : (
          text('onlineUrl', 'Meeting link (sent only to people who RSVP)', { type: 'url', required: true })
        )}
      </fieldset>
      {text('capacity', 'Capacity in seats (blank: No limit)', {
        type: 'number',
        min: 1,
        inputMode: 'numeric',
      })}
      <EventImageField
        value={values.featuredImage}
        onChange={(v) => set('featuredImage', v)}
        error={errors.featuredImage}
      />
      <EventStatusBox
        status={values.status}
        stored={stored}
        saving={saving}
        onSave={(status) => void submit(status)}
      />
    </form>
  );
}
