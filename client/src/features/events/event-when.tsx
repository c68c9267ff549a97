import { useSyncExternalStore } from 'react';
import { embeddedEventRange } from '@/lib/embedded-answers';
import { formatEventRange } from '@shared/event-time';

const noSubscription = () => () => {};
const noZone = () => undefined;

// Read once: React asks for the snapshot on every render of every card, and each read built a
// new formatter, a costly object, for nothing: the zone does not change while the page is open.
let visitorZone: string | undefined;
const readVisitorZone = () => (visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The visitor's own zone, read in the browser only (the server's first HTML has no visitor), and
 * only where it is shown: an in-person event's card needs no formatter of the visitor's.
 */
function useVisitorZone(wanted: boolean): string | undefined {
  return useSyncExternalStore(noSubscription, wanted ? readVisitorZone : noZone, noZone);
}

interface EventWhenProps {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** Online events also show the time in the visitor's zone, when it differs. */
  online: boolean;
  className?: string;
}

/** "Tuesday, December 1, 2026, 7:00 PM - 8:30 PM EST", and the visitor's time for online events. */
export function EventWhen({ startsAt, endsAt, timeZone, online, className }: EventWhenProps) {
  const visitorZone = useVisitorZone(online);
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  // The first page's HTML holds the text in the event's zone: no zone rules to load for it here.
  const there = embeddedEventRange(startsAt, endsAt, timeZone) ?? formatEventRange(start, end, timeZone);
  const here =
    visitorZone && visitorZone !== timeZone ? formatEventRange(start, end, visitorZone) : undefined;
  return (
    <div className={className}>
      <p>
        <time dateTime={startsAt}>{there}</time>
      </p>
      {online && here && here !== there && <p className="text-sm text-slate-600">Your time: {here}</p>}
    </div>
  );
}
