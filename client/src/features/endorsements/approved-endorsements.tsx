import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { approvedEndorsementsQuery } from './api';
import { EndorsementCard } from './endorsement-card';

/** Endorsements members sent through the form, once an admin approved them. */
export function ApprovedEndorsements() {
  const { data, isPending, isError, refetch } = useQuery(approvedEndorsementsQuery());
  if (isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <p className="sr-only">Loading endorsements</p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4">
        <p className="text-slate-700">Failed to load endorsements.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return <p className="text-slate-700">Be the first to add your endorsement below.</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {data.map((e) => (
        <li key={e.id}>
          <EndorsementCard quote={e.endorsement} name={e.name} title={e.title} />
        </li>
      ))}
    </ul>
  );
}
