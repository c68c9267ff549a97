import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { can } from '@shared/roles';
import { Card, CardBody } from '@/components/ui/card';
import { analyticsQueries } from '../analytics/analytics-queries';
import { useStoredAdmin } from '../auth/admin-store';

/** The dashboard's week (CONTRACT section 17): visitors of the last 7 days and the top source. */
export function WeekVisitsCard() {
  const admin = useStoredAdmin();
  const allowed = can(admin?.role, 'analytics');
  const week = useQuery({ ...analyticsQueries.report(7), enabled: allowed });
  if (!allowed) return null;
  const top = week.data?.sources[0];
  return (
    <section aria-labelledby="week-visits-heading">
      <Card>
        <CardBody className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="week-visits-heading" className="text-xl font-bold">
              Visitors, last 7 days
            </h2>
            <p className="mt-1 text-3xl font-bold" aria-live="polite">
              {week.isPending && 'Loading...'}
              {week.isError && 'Failed to load the visits.'}
              {week.data && week.data.visitors.toLocaleString('en-US')}
            </p>
            {/* Held while loading, so that the cards below stay where they are. */}
            <p className="mt-1 text-sm text-slate-700" aria-hidden={week.data ? undefined : true}>
              {!week.data
                ? '\u00a0'
                : top
                  ? `Top source: ${top.source} (${top.visitors.toLocaleString('en-US')} visitors)`
                  : 'No visits yet.'}
            </p>
          </div>
          <Link href="/admin/analytics" className="font-medium text-union-600 hover:underline">
            See the analytics
          </Link>
        </CardBody>
      </Card>
    </section>
  );
}
