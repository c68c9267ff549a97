import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApprovalStatus } from '@shared/constants';
import { Tabs } from '@/components/ui/tabs';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { ModerationCard } from './moderation-card';
import { APPROVAL_TABS } from './status-badge';
import { useModerate, type ModerationKind } from './use-moderate';

/** What a card shows, whatever the item's API shape. */
export interface ModerationItem {
  id: string;
  name: string;
  byline?: string;
  status: ApprovalStatus;
  date: string;
  text: string;
}

interface ModerationListProps<T> {
  kind: ModerationKind;
  query: (status: ApprovalStatus) => UseQueryOptions<T[], Error, T[], string[]>;
  toItem: (row: T) => ModerationItem;
}

/** The shared review screen of testimonials and endorsements: a status tab per approval state. */
export function ModerationList<T>({ kind, query, toItem }: ModerationListProps<T>) {
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const list = useQuery(query(status));
  const moderate = useModerate(kind);
  const plural = `${kind}s`;

  let body;
  if (list.isPending) {
    body = <LoadingState>Loading {plural}...</LoadingState>;
  } else if (list.isError) {
    body = <ErrorState onRetry={() => list.refetch()}>Failed to load {plural}. Please try again.</ErrorState>;
  } else if (list.data.length === 0) {
    body = (
      <EmptyState title={`No ${status} ${plural}`}>
        {status === 'pending' ? `No ${plural} awaiting review.` : undefined}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {list.data.map(toItem).map((item) => (
          <li key={item.id}>
            <ModerationCard
              {...item}
              busy={moderate.isPending && moderate.variables?.id === item.id}
              onDecide={(decision) => moderate.mutate({ id: item.id, status: decision })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Tabs label={`Filter ${plural} by status`} items={APPROVAL_TABS} value={status} onValueChange={setStatus}>
      {body}
    </Tabs>
  );
}
