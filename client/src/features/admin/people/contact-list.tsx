import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AdminContact } from '@shared/api-types';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { adminQueries } from '../api/admin-queries';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';

const newestFirst = (a: AdminContact, b: AdminContact) => b.createdAt.localeCompare(a.createdAt);

function ContactCard({ contact: c }: { contact: AdminContact }) {
  const id = useId();
  return (
    <Card>
      <article aria-labelledby={id}>
        <CardBody>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id={id} className="text-lg font-bold">
                {c.subject}
              </h2>
              <p className="text-sm text-slate-700">
                From {c.firstName} {c.lastName} ·{' '}
                <a
                  href={`mailto:${c.email}`}
                  className="font-medium break-all text-union-600 hover:underline"
                >
                  {c.email}
                </a>
              </p>
            </div>
            <time dateTime={c.createdAt} className="text-sm text-slate-600">
              {formatLongDate(c.createdAt)}
            </time>
          </div>
          <p className="mt-4 whitespace-pre-line text-slate-800">{c.message}</p>
        </CardBody>
      </article>
    </Card>
  );
}

export function ContactList() {
  const contacts = useQuery(adminQueries.contacts());
  if (contacts.isPending) return <LoadingState>Loading messages...</LoadingState>;
  if (contacts.isError) {
    return (
      <ErrorState onRetry={() => contacts.refetch()}>Failed to load messages. Please try again.</ErrorState>
    );
  }
  if (contacts.data.length === 0) {
    return (
      <EmptyState title="No messages yet">
        Messages appear here when people use the Contact Us form.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">
        {contacts.data.length.toLocaleString('en-US')} total messages, newest first.
      </p>
      <ul className="grid gap-4">
        {[...contacts.data].sort(newestFirst).map((c) => (
          <li key={c.id}>
            <ContactCard contact={c} />
          </li>
        ))}
      </ul>
    </div>
  );
}
