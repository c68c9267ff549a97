import { useId } from 'react';
import type { AdminContact } from '@shared/api-types';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { adminQueries } from '../api/admin-queries';
import { EmptyState } from '../layout/list-states';
import { PagedList } from '../lists/paged-list';
import { ExportLink } from './export-link';
import { SignupOrigin } from '../analytics/signup-origin';

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
          <div className="mt-3">
            <SignupOrigin source={c.source} recruitedBy={c.recruitedBy} />
          </div>
        </CardBody>
      </article>
    </Card>
  );
}

export function ContactList() {
  return (
    <PagedList
      query={adminQueries.contacts}
      noun={['message', 'messages']}
      placeholder="Name, e-mail, subject or message"
      empty={
        <EmptyState title="No messages yet">
          Messages appear here when people use the Contact Us form.
        </EmptyState>
      }
      exports={(filters, total) => (
        <ExportLink
          dataset="contacts"
          filters={filters}
          matching={{ count: total, noun: ['message', 'messages'] }}
        />
      )}
    >
      {(rows) => (
        <ul className="grid gap-4">
          {rows.map((c) => (
            <li key={c.id}>
              <ContactCard contact={c} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
