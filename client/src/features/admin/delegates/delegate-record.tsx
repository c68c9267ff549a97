import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { can } from '@shared/roles';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { useStoredAdmin } from '../auth/admin-store';
import { ErrorState, LoadingState } from '../layout/list-states';
import { PageHeader } from '../layout/page-header';
import { delegateQueries } from './delegate-api';
import { DelegateTimeline } from './delegate-timeline';
import { IdentityForm } from './identity-form';
import { LogContactForm } from './log-contact-form';
import { RecordOwner } from './record-owner';
import { PledgeBadge, SupportBadge } from './support-badge';
import { SupportPicker } from './support-picker';
import type { Delegate } from '@shared/delegates';

function Facts({ delegate }: { delegate: Delegate }) {
  const rows: [string, ReactNode][] = [
    [
      'Phone',
      delegate.phone ? (
        <a href={`tel:${delegate.phone}`} className="text-union-600 underline">
          {delegate.phone}
        </a>
      ) : (
        'None'
      ),
    ],
    [
      'E-mail',
      delegate.email ? (
        <a href={`mailto:${delegate.email}`} className="text-union-600 underline">
          {delegate.email}
        </a>
      ) : (
        'None'
      ),
    ],
    ['Local', delegate.local],
    ['Region', delegate.region],
    ['Kind', delegate.kind === 'delegate' ? 'Delegate' : 'Alternate'],
    ['Owner', delegate.owner ?? 'Nobody'],
    [
      'Next step',
      delegate.nextStep
        ? `${delegate.nextStep.text} (due ${formatLongDate(`${delegate.nextStep.due}T12:00:00`)})`
        : 'None',
    ],
    ['Last contact', delegate.lastContactAt ? formatLongDate(delegate.lastContactAt) : 'Never'],
    ['Tags', delegate.tags.length ? delegate.tags.join(', ') : 'None'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className="break-words text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One delegate: support and pledge in one tap, the contact form, the record and the timeline. */
export function DelegateRecord({ id }: { id: string }) {
  const admin = useStoredAdmin();
  const record = useQuery(delegateQueries.detail(id));
  const [editing, setEditing] = useState(false);
  const mayWrite = can(admin?.role, 'delegates');
  // Only admins assign owners (CONTRACT section 16); a coordinator sees the owner among the facts.
  const mayAssign = can(admin?.role, undefined);

  if (record.isPending) return <LoadingState>Loading the delegate...</LoadingState>;
  if (record.isError) {
    return (
      <>
        <PageHeader title="Delegate" backHref="/admin/delegates" backLabel="Delegates" />
        <ErrorState onRetry={() => record.refetch()}>
          {record.error.message.startsWith('404')
            ? 'This delegate was not found.'
            : 'Failed to load the delegate.'}
        </ErrorState>
      </>
    );
  }
  const delegate = record.data;
  const name = `${delegate.firstName} ${delegate.lastName}`;

  return (
    <>
      <PageHeader
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <SupportBadge support={delegate.support} />
            <PledgeBadge pledge={delegate.pledge} />
            <span>
              {delegate.local}, {delegate.region}
            </span>
          </span>
        }
        backHref="/admin/delegates"
        backLabel="Delegates"
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {mayWrite && (
          <Card>
            <CardBody className="grid gap-6 p-4 sm:p-6">
              <SupportPicker delegate={delegate} />
              <LogContactForm delegate={delegate} />
            </CardBody>
          </Card>
        )}
        <Card>
          <CardBody className="grid gap-4 p-4 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold">Record</h2>
              {mayWrite && !editing && (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  Edit details
                </Button>
              )}
            </div>
            {editing ? (
              <IdentityForm delegate={delegate} onDone={() => setEditing(false)} />
            ) : (
              <>
                {mayAssign && <RecordOwner delegate={delegate} />}
                <Facts delegate={delegate} />
              </>
            )}
          </CardBody>
        </Card>
      </div>
      <div className="mt-8">
        <DelegateTimeline id={id} />
      </div>
    </>
  );
}
