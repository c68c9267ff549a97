import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import type { PublicEvent } from '@shared/event-types';
import { locationLine, mapUrl } from '@shared/event-links';
import { FormCard } from '../forms/form-card';
import { AddToCalendar } from './add-to-calendar';
import { EventWhen } from './event-when';
import { RsvpForm } from './rsvp-form';
import { seatsLeftText } from './seats';

function Where({ event }: { event: PublicEvent }) {
  if (event.location.kind === 'online') return <p>Online. The link to join comes by e-mail once you RSVP.</p>;
  return (
    <p>
      {locationLine(event.location)}{' '}
      <a
        href={mapUrl(event.location)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-union-600 underline"
      >
        Map<span className="sr-only"> of {locationLine(event.location)} (opens in a new tab)</span>
      </a>
    </p>
  );
}

/** The RSVP card's promise, true to a full or an online event. */
function rsvpIntro(event: PublicEvent) {
  if (event.full) return 'Every seat is taken. Join the waitlist and we e-mail you if one opens up.';
  if (event.location.kind === 'online')
    return 'One step: we save your place and e-mail you the link to join.';
  return 'One step: we save your seat and e-mail you the details.';
}

/** An event page's body: when, where, seats, the description, Add to calendar and the RSVP form. */
export function EventDetails({ event, pageUrl }: { event: PublicEvent; pageUrl: string }) {
  const open = event.status === 'scheduled' && new Date(event.endsAt) > new Date();
  const seats = seatsLeftText(event);
  return (
    <article>
      <div className="flex flex-wrap gap-2">
        <Badge>{event.location.kind === 'online' ? 'Online' : 'In person'}</Badge>
        {event.status === 'cancelled' && <Badge tone="red">Cancelled</Badge>}
      </div>
      <h1 className="mt-3 text-4xl font-extrabold text-balance sm:text-5xl">{event.title}</h1>
      {event.summary && <p className="mt-4 text-xl text-slate-700">{event.summary}</p>}
      {event.featuredImage && (
        <img
          src={event.featuredImage}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      )}
      <Card className="mt-8">
        <CardBody className="grid gap-4">
          <div>
            <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase">When</h2>
            <EventWhen
              startsAt={event.startsAt}
              endsAt={event.endsAt}
              timeZone={event.timeZone}
              online={event.location.kind === 'online'}
              className="mt-1 text-lg font-semibold"
            />
          </div>
          <div>
            <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase">Where</h2>
            <div className="mt-1 text-lg">
              <Where event={event} />
            </div>
          </div>
          {seats && open && <p className="font-semibold text-slate-800">{seats}</p>}
          <AddToCalendar event={event} pageUrl={pageUrl} />
        </CardBody>
      </Card>
      {event.description && (
        <div className="prose-campaign mt-10" dangerouslySetInnerHTML={{ __html: event.description }} />
      )}
      <div className="mt-12">
        {open ? (
          <FormCard headingId="rsvp-heading" title="RSVP" intro={rsvpIntro(event)}>
            <RsvpForm event={event} pageUrl={pageUrl} labelledBy="rsvp-heading" />
          </FormCard>
        ) : (
          <p className="rounded-xl bg-slate-100 p-6 text-lg">
            {event.status === 'cancelled'
              ? 'This event has been cancelled.'
              : 'This event has already taken place.'}{' '}
            <Link href="/events" className="font-semibold text-union-600 underline">
              See upcoming events
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
