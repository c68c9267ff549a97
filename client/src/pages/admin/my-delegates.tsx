import { DelegateLinks } from '@/features/admin/delegates/delegate-links';
import { MyDelegates } from '@/features/admin/delegates/my-delegates';
import { DelegatesAllowed } from '@/features/admin/delegates/delegates-allowed';
import { PageHeader } from '@/features/admin/layout/page-header';

export default function AdminMyDelegatesPage() {
  return (
    <>
      <PageHeader
        title="My delegates"
        description="The delegates you own, overdue next steps first."
        actions={<DelegateLinks current="mine" />}
      />
      <DelegatesAllowed>
        <MyDelegates />
      </DelegatesAllowed>
    </>
  );
}
