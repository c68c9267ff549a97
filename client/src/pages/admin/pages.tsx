import { PageHeader } from '@/features/admin/layout/page-header';
import { PageList } from '@/features/admin/site-pages/page-list';

/** /admin/pages: every public page whose texts staff edit. */
export default function AdminPagesPage() {
  return (
    <>
      <PageHeader
        title="Pages"
        description="The texts of every page of the site: change one, save, and it is live."
      />
      <PageList />
    </>
  );
}
