import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { ItemNotFound } from '@/components/item-not-found';
import { Seo } from '@/components/seo';
import { Skeleton } from '@/components/ui/skeleton';
import { eventQuery } from '@/features/events/api';
import { EventDetails } from '@/features/events/event-details';
import { eventPath } from '@shared/event-links';

const NOT_FOUND_TEXT = "The event you're looking for doesn't exist or has been removed.";

function EventNotFound({ path }: { path: string }) {
  return (
    <ItemNotFound
      title="Event Not Found"
      text={NOT_FOUND_TEXT}
      path={path}
      backHref="/events"
      backLabel="See All Events"
    />
  );
}

// A screen tall, so the footer stays below the fold until the event takes its place.
function EventSkeleton() {
  return (
    <div aria-busy="true" className="grid min-h-screen content-start gap-5">
      <p className="sr-only">Loading event</p>
      <Skeleton className="h-12 w-3/4" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export default function EventPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const path = eventPath(slug);
  const { data: event, isPending, isError } = useQuery(eventQuery(slug));

  let body;
  if (isPending) body = <EventSkeleton />;
  else if (isError) body = <EventNotFound path={path} />;
  else
    body = (
      <>
        <Seo
          title={event.title}
          description={event.summary || event.title}
          path={path}
          image={event.featuredImage ?? undefined}
          imageAlt={event.featuredImage ? event.title : undefined}
        />
        <EventDetails event={event} pageUrl={new URL(path, window.location.origin).toString()} />
      </>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {!isError && (
        <div className="mb-8">
          <Link
            href="/events"
            className="inline-flex items-center gap-2 font-semibold text-union-600 hover:text-navy-900"
          >
            <span aria-hidden="true">←</span> All Events
          </Link>
        </div>
      )}
      {body}
    </div>
  );
}
