import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea, fieldAria } from '@/components/ui/field';
import type { AdminEvent } from '@shared/event-types';
import { serverFieldErrors } from '../forms/server-errors';
import { DescriptionField } from './description-field';
import { bodyOf, type EventFormValues } from './event-form-values';
import { EventImageField } from './event-image-field';

// Every zone the browser knows, for the zone picker; the chosen one is always among them.
const ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['America/New_York'];

/** About 400 zones: the search narrows them (issue 35); the chosen one always stays listed. */
function zonesMatching(search: string, chosen: string): string[] {
  const words = search.trim().toLowerCase().replace(/\s+/g, '_');
  const found = words ? ZONES.filter((zone) => zone.toLowerCase().includes(words)) : ZONES;
  return found.includes(chosen) ? found : [chosen, ...found];
}

interface EventFormProps {
  initial: EventFormValues;
  saving: boolean;
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

export function EventForm({ initial, saving, onSave }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EventFormValues, string>>>({});
  const [zoneSearch, setZoneSearch] = useState('');
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
        void submit(values.status === 'draft' ? 'published' : values.status);
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
        <Field id="event-zone-search" label="Search zones" className="sm:col-span-2">
          <Input
            id="event-zone-search"
            type="search"
            value={zoneSearch}
            placeholder="City or region, e.g. Chicago"
            onChange={(e) => setZoneSearch(e.target.value)}
          />
        </Field>
        <Field id="event-timeZone" label="Time zone" error={errors.timeZone} className="sm:col-span-2">
          <Select
            value={values.timeZone}
            onChange={(e) => set('timeZone', e.target.value)}
            {...fieldAria('event-timeZone', errors.timeZone)}
          >
            {zonesMatching(zoneSearch, values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
        </Field>
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
      {text('capacity', 'Capacity in seats (blank: no limit)', {
        type: 'number',
        min: 1,
        inputMode: 'numeric',
      })}
      <EventImageField
        value={values.featuredImage}
        onChange={(v) => set('featuredImage', v)}
        error={errors.featuredImage}
      />
      <Field id="event-status" label="Status" error={errors.status}>
        <Select
          value={values.status}
          onChange={(e) => set('status', e.target.value as AdminEvent['status'])}
          {...fieldAria('event-status', errors.status)}
        >
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="cancelled">Cancelled (tells everyone who RSVPed)</option>
        </Select>
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={saving} onClick={() => void submit(values.status)}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {values.status === 'draft' && (
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Publish'}
          </Button>
        )}
      </div>
    </form>
  );
}
