import { useRef, useState, type KeyboardEvent } from 'react';
import { Field, Input, Select, fieldAria } from '@/components/ui/field';

// Every zone the browser knows (about 400); the chosen one is always among them.
const ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['America/New_York'];

/** Zones whose name holds the search ("new york" finds America/New_York). */
export function zonesMatching(search: string): string[] {
  const words = search.trim().toLowerCase().replace(/\s+/g, '_');
  return words ? ZONES.filter((zone) => zone.toLowerCase().includes(words)) : ZONES;
}

const zoneName = (zone: string) => zone.replace(/_/g, ' ');
const matchCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'zone matches' : 'zones match'}`;

interface ZonePickerProps {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}

/**
 * A search box that narrows the time-zone list (issue 35: 400 entries were too many to scroll),
 * with a live count of the matches. Enter in the box takes the first match (rather than sending
 * the form); Down arrow moves to the list. The chosen zone always stays listed.
 */
export function ZonePicker({ id, value, onChange, error }: ZonePickerProps) {
  const [search, setSearch] = useState('');
  const list = useRef<HTMLSelectElement>(null);
  const found = zonesMatching(search);
  const shown = found.includes(value) ? found : [value, ...found];
  const searchId = `${id}-search`;
  const countId = `${id}-count`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (found[0]) onChange(found[0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      list.current?.focus();
    }
  }

  return (
    <div className="grid gap-3 sm:col-span-2">
      <Field
        id={searchId}
        label="Search zones"
        hint="A city or region, e.g. Chicago. Enter takes the first match."
      >
        <Input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          aria-controls={id}
          aria-describedby={`${searchId}-hint ${countId}`}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field>
      <p id={countId} role="status" aria-live="polite" className="text-sm text-slate-700">
        {matchCount(found.length)}
      </p>
      <Field id={id} label="Time zone" error={error}>
        <Select ref={list} value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, error)}>
          {shown.map((zone) => (
            <option key={zone} value={zone}>
              {zoneName(zone)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
