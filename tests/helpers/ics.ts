// Reads an iCalendar file back (RFC 5545): unfolds continuation lines and collects each VEVENT's
// properties by name, parameters kept apart, so tests check what a calendar program would read. A
// VEVENT's reminders (VALARM) are read apart, so their DESCRIPTION never passes for the event's.

export interface IcsProperty {
  params: Record<string, string>;
  value: string;
}

export type IcsEvent = Record<string, IcsProperty>;

const unescape = (v: string) => v.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

export function parseIcs(text: string): { calendar: IcsEvent; events: IcsEvent[]; alarms: IcsEvent[][] } {
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const calendar: IcsEvent = {};
  const events: IcsEvent[] = [];
  const alarms: IcsEvent[][] = [];
  let current: IcsEvent | undefined;
  let alarm: IcsEvent | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = {};
      alarms.push([]);
      continue;
    }
    if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = undefined;
      continue;
    }
    if (line === 'BEGIN:VALARM') {
      alarm = {};
      continue;
    }
    if (line === 'END:VALARM') {
      if (alarm) alarms[alarms.length - 1]?.push(alarm);
      alarm = undefined;
      continue;
    }
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const property = {
      params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
      value: unescape(line.slice(colon + 1)),
    };
    (alarm ?? current ?? calendar)[name] = property;
  }
  return { calendar, events, alarms };
}

/** An iCalendar UTC date-time (20261201T190000Z) as a Date. */
export function icsDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`Not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}
