import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import type { PublicEventSummary } from '@shared/event-types';
import { eventPath, locationLine } from '@shared/event-links';
import { EventWhen } from './event-when';
import { seatsLeftText } from './seats';

/** One event in a list: title, when, where, seats left, and a link to its page. */
export function EventCard({ event, headingLevel = 3 }: { event: PublicEventSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const seats = seatsLeftText(event);
  return (
    <Card className="h-full">
      <CardBody className="flex h-full flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge>{event.location.kind === 'online' ? 'Online' : 'In person'}</Badge>
          {event.status === 'cancelled' && <Badge tone="red">Cancelled</Badge>}
        </div>
        <Heading className="text-xl font-bold">
          <Link href={eventPath(event.slug)} className="hover:text-union-600 focus-visible:underline">
            {event.title}
          </Link>
        </Heading>
        <EventWhen
          startsAt={event.startsAt}
          endsAt={event.endsAt}
          timeZone={event.timeZone}
          online={event.location.kind === 'online'}
          className="font-medium text-slate-800"
        />
        <p className="text-slate-700">{locationLine(event.location)}</p>
        {event.summary && <p className="text-slate-600">{event.summary}</p>}
        {seats && event.status !== 'cancelled' && (
          <p className="mt-auto text-sm font-semibold text-slate-700">{seats}</p>
        )}
      </CardBody>
    </Card>
  );
}
