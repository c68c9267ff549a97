import { buttonClass } from '@/components/ui/button';
import type { PublicEvent } from '@shared/event-types';
import { eventCalendarPath, googleCalendarUrl } from '@shared/event-links';

/** "Add to calendar": the event's .ics file and a Google Calendar link. */
export function AddToCalendar({ event, pageUrl }: { event: PublicEvent; pageUrl: string }) {
  return (
    <div role="group" aria-label="Add to calendar" className="flex flex-wrap gap-3">
      <a href={eventCalendarPath(event.slug)} download className={buttonClass('outline', 'md')}>
        Add to calendar (.ics)
      </a>
      <a
        href={googleCalendarUrl(event, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('outline', 'md')}
      >
        Google Calendar<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
