import type { AdminEndorsement } from '@shared/api-types';
import { adminQueries } from '@/features/admin/api/admin-queries';
import { PageHeader } from '@/features/admin/layout/page-header';
import { ModerationList, type ModerationItem } from '@/features/admin/moderation/moderation-list';

const toItem = (e: AdminEndorsement): ModerationItem => ({
  id: e.id,
  name: e.name,
  byline: e.title ?? undefined,
  status: e.approved,
  date: e.createdAt,
  text: e.endorsement,
  origin: { source: e.source, recruitedBy: e.recruitedBy },
});

export default function AdminEndorsementsPage() {
  return (
    <>
      <PageHeader
        title="Endorsements"
        description="Approved endorsements appear on the public Endorsements page."
      />
      <ModerationList kind="endorsement" query={adminQueries.endorsements} toItem={toItem} />
    </>
  );
}
