import { PageHeader } from '@/features/admin/layout/page-header';
import { VolunteerList } from '@/features/admin/people/volunteer-list';

export default function AdminVolunteersPage() {
  return (
    <>
      <PageHeader title="Volunteers" description="Everyone who signed up through the Join the Team form." />
      <VolunteerList />
    </>
  );
}
