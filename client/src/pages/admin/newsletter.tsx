import { PageHeader } from '@/features/admin/layout/page-header';
import { SubscriberList } from '@/features/admin/people/subscriber-list';

export default function AdminNewsletterPage() {
  return (
    <>
      <PageHeader title="Newsletter Subscribers" description="Addresses that asked for campaign updates." />
      <SubscriberList />
    </>
  );
}
