import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { mailServerQuery } from '@/features/admin/email/email-queries';
import { PageHeader } from '@/features/admin/layout/page-header';
import { OutboxList } from '@/features/admin/outbox/outbox-list';
import { OutboxMessageView } from '@/features/admin/outbox/outbox-message';

function NoMailServer() {
  const server = useQuery(mailServerQuery());
  if (server.data?.configured !== false) return null;
  return (
    <p className="mb-6 rounded-lg border border-gold-400 bg-gold-100 p-4 text-sm text-navy-950">
      <strong>No mail server is configured.</strong> Every message is kept here as held and is never sent. Set
      SMTP_URL to deliver them.
    </p>
  );
}

export default function AdminOutboxPage() {
  const [params, setParams] = useSearchParams();
  const open = params.get('message');
  const show = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('message');
      else next.set('message', String(id));
      return next;
    });
  return (
    <>
      <PageHeader title="Outbox" description="Every e-mail the site has sent or is about to send." />
      <NoMailServer />
      <div className="grid gap-8">
        {open && <OutboxMessageView id={open} onClose={() => show(null)} />}
        <OutboxList onOpen={show} />
      </div>
    </>
  );
}
