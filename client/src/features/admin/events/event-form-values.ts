import type { AdminEvent } from '@shared/event-types';
import { instantOfWallTime, wallTimeIn } from '@shared/event-time';
import type { EventInput } from '@shared/schemas/events';

/** The editor's fields as the inputs hold them: dates and times are wall-clock in the chosen zone. */
export interface EventFormValues {
  title: string;
  summary: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  kind: 'in-person' | 'online';
  venue: string;
  address: string;
  onlineUrl: string;
  capacity: string;
  featuredImage: string;
  status: AdminEvent['status'];
}

export function emptyValues(timeZone: string): EventFormValues {
  return {
    title: '',
    summary: '',
    description: '',
    startDate: '',
    startTime: '18:00',
    endDate: '',
    endTime: '19:30',
    timeZone,
    kind: 'in-person',
    venue: '',
    address: '',
    onlineUrl: '',
    capacity: '',
    featuredImage: '',
    status: 'draft',
  };
}

export function valuesOf(event: AdminEvent): EventFormValues {
  const [startDate, startTime] = wallTimeIn(new Date(event.startsAt), event.timeZone).split('T');
  const [endDate, endTime] = wallTimeIn(new Date(event.endsAt), event.timeZone).split('T');
  return {
    title: event.title,
    summary: event.summary,
    description: event.description,
    startDate,
    startTime,
    endDate,
    endTime,
    timeZone: event.timeZone,
    kind: event.location.kind,
    venue: event.location.venue ?? '',
    address: event.location.address ?? '',
    onlineUrl: event.onlineUrl ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    featuredImage: event.featuredImage ?? '',
    status: event.status,
  };
}

/** The wall-clock fields as instants in the chosen zone; the server checks what they say. */
export function bodyOf(values: EventFormValues, status: AdminEvent['status']): EventInput {
  const at = (date: string, time: string) =>
    instantOfWallTime(`${date}T${time}`, values.timeZone)?.toISOString() ?? `${date}T${time}`;
  const capacity = values.capacity.trim();
  return {
    title: values.title,
    summary: values.summary,
    description: values.description,
    startsAt: at(values.startDate, values.startTime),
    endsAt: at(values.endDate || values.startDate, values.endTime),
    timeZone: values.timeZone,
    location: {
      kind: values.kind,
      venue: values.kind === 'in-person' ? values.venue : '',
      address: values.kind === 'in-person' ? values.address : '',
    },
    onlineUrl: values.kind === 'online' ? values.onlineUrl : '',
    capacity: capacity === '' ? null : Number(capacity),
    featuredImage: values.featuredImage || null,
    status,
  };
}
