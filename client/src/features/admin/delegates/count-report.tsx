import { useQuery } from '@tanstack/react-query';
import { SUPPORT_KEYS, SUPPORT_LABELS } from '@shared/delegates';
import { can } from '@shared/roles';
import { Card, CardBody } from '@/components/ui/card';
import { useStoredAdmin } from '../auth/admin-store';
import { ErrorState, LoadingState } from '../layout/list-states';
import { CountFigure } from './count-card';
import { CountTable } from './count-tables';
import { CountTrend } from './count-trend';
import { delegateQueries } from './delegate-api';
import { WinNumberForm } from './win-number-form';

/** The whole count: the figure, support levels, by region, by owner and the 60-day trend. */
export function CountReport() {
  const isAdmin = can(useStoredAdmin()?.role, undefined);
  const count = useQuery(delegateQueries.count());
  if (count.isPending) return <LoadingState>Loading the count...</LoadingState>;
  if (count.isError)
    return <ErrorState onRetry={() => count.refetch()}>Failed to load the count.</ErrorState>;
  const c = count.data;
  return (
    <div className="grid gap-8">
      <Card>
        <CardBody className="grid gap-4 p-4 sm:p-6">
          <CountFigure count={c} />
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-6">
            {SUPPORT_KEYS.map((key) => (
              <div key={key} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm font-semibold text-slate-700">{SUPPORT_LABELS[key]}</dt>
                <dd className="text-2xl font-bold text-navy-900">{c.bySupport[key]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-600">Alternates, not counted above: {c.alternates}.</p>
        </CardBody>
      </Card>
      {isAdmin && (
        <Card>
          <CardBody className="p-4 sm:p-6">
            <WinNumberForm seated={c.seated} />
          </CardBody>
        </Card>
      )}
      <Card>
        <CardBody className="p-4 sm:p-6">
          <CountTrend count={c} />
        </CardBody>
      </Card>
      <CountTable title="By region" groups={c.byRegion.map((g) => ({ ...g, name: g.region }))} />
      <CountTable title="By owner" groups={c.byOwner.map((g) => ({ ...g, name: g.owner ?? 'Nobody' }))} />
    </div>
  );
}
