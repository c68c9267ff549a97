import { PageHeader } from '@/features/admin/layout/page-header';
import { ExportLink } from '@/features/admin/people/export-link';
import { VolunteerList } from '@/features/admin/people/volunteer-list';

export default function AdminVolunteersPage() {
  return (
    <>
      <PageHeader
        title="Volunteers"
        description="Everyone who signed up through the Join the Team form."
        actions={<ExportLink dataset="volunteers" />}
      />
      <VolunteerList />
    </>
  );
}
