import { PageHeader } from '@/features/admin/layout/page-header';
import { ContactList } from '@/features/admin/people/contact-list';

export default function AdminContactsPage() {
  return (
    <>
      <PageHeader title="Contact Messages" description="Messages sent through the Contact Us form." />
      <ContactList />
    </>
  );
}
