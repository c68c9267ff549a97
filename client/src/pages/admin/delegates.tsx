import { DelegateLinks } from '@/features/admin/delegates/delegate-links';
import { DelegateList } from '@/features/admin/delegates/delegate-list';
import { DelegatesAllowed } from '@/features/admin/delegates/delegates-allowed';
import { PageHeader } from '@/features/admin/layout/page-header';

export default function AdminDelegatesPage() {
  return (
    <>
      <PageHeader
        title="Delegates"
        description="Who each delegate is, where they stand and who talks to them."
        actions={<DelegateLinks current="all" />}
      />
      <DelegatesAllowed>
        <DelegateList />
      </DelegatesAllowed>
    </>
  );
}
