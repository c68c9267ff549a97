import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { eventAdminQueries } from '@/features/admin/events/event-queries';
import { EventRow } from '@/features/admin/events/event-row';
import { PageHeader } from '@/features/admin/layout/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/features/admin/layout/list-states';
import { useListParams } from '@/features/admin/lists/use-list-params';

type When = 'upcoming' | 'past';
const TABS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;

export default function AdminEventsPage() {
  // The tab lives in the address (?when=past), as the other admin lists' filters do: a reload, a
  // bookmark or Back from an event shows the same tab. Upcoming, the default, leaves it out.
  const params = useListParams();
  const when: When = params.filter('when') === 'past' ? 'past' : 'upcoming';
  const setWhen = (value: When) => params.setFilter('when', value === 'past' ? value : '');
  const list = useQuery(eventAdminQueries.list(when));
  let body;
  if (list.isPending) body = <LoadingState>Loading events...</LoadingState>;
  else if (list.isError)
    body = (
      <ErrorState onRetry={() => void list.refetch()}>Failed to load events. Please try again.</ErrorState>
    );
  else if (list.data.length === 0)
    body = <EmptyState title={when === 'upcoming' ? 'No upcoming events' : 'No past events'} />;
  else
    body = (
      <ul className="grid gap-4">
        {list.data.map((event) => (
          <EventRow key={event.slug} event={event} />
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader
        title="Events"
        description="Town halls, caucus meetings and calls, with their RSVPs."
        actions={
          <Link href="/admin/events/new" className={buttonClass('primary', 'md')}>
            New Event
          </Link>
        }
      />
      <Tabs label="Which events" items={TABS} value={when} onValueChange={setWhen}>
        <div className="mt-6">{body}</div>
      </Tabs>
    </>
  );
}
