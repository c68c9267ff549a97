import { useQuery } from '@tanstack/react-query';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { Seo } from '@/components/seo';
import { Skeleton } from '@/components/ui/skeleton';
import { eventListQuery } from '@/features/events/api';
import { EventCard } from '@/features/events/event-card';
import { EVENTS_FEED_PATH } from '@shared/event-links';
import { fixedRoutes } from '@shared/fixed-routes';

function EventGrid({ when }: { when: 'upcoming' | 'past' }) {
  const { data, isPending, isError } = useQuery(eventListQuery(when));
  if (isPending)
    return (
      <div aria-busy="true" className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  if (isError) return <p className="text-slate-700">Failed to load events. Please try again later.</p>;
  if (data.length === 0)
    return (
      <p className="text-lg text-slate-700">
        {when === 'upcoming'
          ? 'No upcoming events right now. Check back soon, or follow the campaign updates.'
          : 'No past events yet.'}
      </p>
    );
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {data.map((event) => (
        <li key={event.slug}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

export default function EventsPage() {
  return (
    <>
      <Seo {...fixedRoutes.events} />
      <PageHero
        eyebrow="Get involved"
        title="Events"
        lead="Town halls, caucus meetings and calls with the team. RSVP in one step; we e-mail you the details and a reminder the day before."
      >
        <a href={EVENTS_FEED_PATH} className="mt-6 inline-block font-semibold text-gold-300 underline">
          Subscribe to the events calendar (.ics)
        </a>
      </PageHero>
      <Section title="Upcoming Events" className="min-h-[60vh]">
        <EventGrid when="upcoming" />
      </Section>
      <Section title="Past Events" tone="muted">
        <EventGrid when="past" />
      </Section>
    </>
  );
}
