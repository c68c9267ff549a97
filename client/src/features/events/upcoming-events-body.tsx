import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Section } from '@/components/section';
import { buttonClass } from '@/components/ui/button';
import { HOME_UPCOMING_EVENTS } from '@shared/event-links';
import { eventListQuery } from './api';
import { EventCard } from './event-card';

export default function UpcomingEventsBody() {
  const { data } = useQuery(eventListQuery('upcoming', HOME_UPCOMING_EVENTS));
  if (!data || data.length === 0) return null;
  return (
    <Section eyebrow="Meet the team" title="Upcoming Events" align="center">
      <ul className="grid gap-6 md:grid-cols-3">
        {data.map((event) => (
          <li key={event.slug}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link href="/events" className={buttonClass('primary', 'md')}>
          See All Events
        </Link>
      </div>
    </Section>
  );
}
