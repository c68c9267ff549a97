import type { PublicEvent, RsvpStatus } from '@shared/event-types';
import { ShareButton } from '../posts/share-button';
import { AddToCalendar } from './add-to-calendar';

const HEADLINE: Record<Exclude<RsvpStatus, 'cancelled'>, { title: string; text: string }> = {
  registered: {
    title: "You're going",
    text: 'Your seat is saved. We have e-mailed you the details and a calendar file.',
  },
  waitlisted: {
    title: "You're on the waitlist",
    text: 'The event is full for now. We have e-mailed you, and we will e-mail again if a seat opens up.',
  },
};

/**
 * What the RSVP form gives way to (CONTRACT section 14): a lasting panel, so nobody wonders whether
 * the RSVP went through once the toast fades, with the calendar, how to cancel and a share link.
 */
export function RsvpOutcome({
  event,
  pageUrl,
  status,
}: {
  event: PublicEvent;
  pageUrl: string;
  status: RsvpStatus;
}) {
  const words = HEADLINE[status === 'waitlisted' ? 'waitlisted' : 'registered'];
  return (
    <section
      role="status"
      aria-labelledby="rsvp-outcome-heading"
      className="grid gap-4 rounded-2xl border-2 border-union-600 bg-union-50 p-6 sm:p-8"
    >
      <h2 id="rsvp-outcome-heading" tabIndex={-1} className="text-2xl font-extrabold sm:text-3xl">
        {words.title}
      </h2>
      <p className="text-lg text-slate-700">{words.text}</p>
      {status === 'registered' && <AddToCalendar event={event} pageUrl={pageUrl} />}
      <p className="text-slate-700">
        Need to cancel or change your guests? Use the link in the e-mail we just sent you.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-slate-700">Bring a colleague:</span>
        <ShareButton title={event.title} text={event.summary || event.title} url={pageUrl} />
      </div>
    </section>
  );
}
