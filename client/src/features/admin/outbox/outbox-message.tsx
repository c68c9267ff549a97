import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  OUTBOX_GONE_NOTE,
  OUTBOX_PRIVATE_NOTE,
  outboxKindLabel,
  type OutboxMessage,
} from '@shared/admin-mail';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { adminGet } from '../api/admin-fetch';
import { ErrorState, LoadingState } from '../layout/list-states';
import { OutboxStatusBadge } from './outbox-status-badge';

const messageQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'message', id],
    queryFn: () => adminGet<OutboxMessage>(`/api/admin/outbox/${encodeURIComponent(id)}`),
  });

/**
 * The HTML part in a sandboxed frame with no permissions at all: no script runs, no form submits,
 * no link can move this page, and the message's styles cannot reach the admin screen.
 */
function HtmlPreview({ html, subject }: { html: string; subject: string }) {
  return (
    <iframe
      title={`HTML part of "${subject}"`}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="h-[32rem] w-full rounded-md border border-slate-200 bg-white"
    />
  );
}

/**
 * One message: its headers as the Outbox knows them, why it failed, and both parts with every
 * personal link taken out; for a message that exists to carry one, only a note saying so.
 */
export function OutboxMessageView({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useQuery(messageQuery(id));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [id]);

  let body;
  if (message.isPending) body = <LoadingState>Loading the message...</LoadingState>;
  else if (message.isError) {
    body = (
      <ErrorState onRetry={() => message.refetch()}>Failed to load the message. Please try again.</ErrorState>
    );
  } else {
    const m = message.data;
    body = (
      <div className="grid gap-4">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-navy-900">To</dt>
          <dd className="break-all">{m.to}</dd>
          <dt className="font-semibold text-navy-900">Subject</dt>
          <dd className="break-words">{m.subject || '(set when it is sent)'}</dd>
          <dt className="font-semibold text-navy-900">Kind</dt>
          <dd>{outboxKindLabel(m.kind)}</dd>
          <dt className="font-semibold text-navy-900">Status</dt>
          <dd>
            <OutboxStatusBadge status={m.status} /> after {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
          </dd>
          <dt className="font-semibold text-navy-900">Queued</dt>
          <dd>{formatLongDate(m.createdAt)}</dd>
          {m.sentAt && (
            <>
              <dt className="font-semibold text-navy-900">Sent</dt>
              <dd>{formatLongDate(m.sentAt)}</dd>
            </>
          )}
          {m.lastError && (
            <>
              <dt className="font-semibold text-red-800">Why it failed</dt>
              <dd className="break-words text-red-800">{m.lastError}</dd>
            </>
          )}
        </dl>
        {m.content.state === 'shown' ? (
          <>
            {m.html && <HtmlPreview html={m.html} subject={m.subject} />}
            {m.text && (
              <details open={!m.html}>
                <summary className="cursor-pointer text-sm font-semibold text-navy-900">
                  Plain-text part
                </summary>
                {/* Focusable: a long text scrolls inside its box, and the keyboard must reach it. */}
                <pre
                  tabIndex={0}
                  className="mt-2 max-h-96 overflow-auto rounded-md bg-slate-50 p-4 text-sm whitespace-pre-wrap"
                >
                  {m.text}
                </pre>
              </details>
            )}
          </>
        ) : (
          <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-800">
            {m.content.state === 'private' ? OUTBOX_PRIVATE_NOTE : OUTBOX_GONE_NOTE}
          </p>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="outbox-message-heading">
      <Card>
        <CardBody>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="outbox-message-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
              Message #{id}
            </h2>
            <Button variant="outline" size="sm" onClick={onClose}>
              Close message
            </Button>
          </div>
          {body}
        </CardBody>
      </Card>
    </section>
  );
}
