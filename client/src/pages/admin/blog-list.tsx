import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { PostList } from '@/features/admin/blog/post-list';
import { PageHeader } from '@/features/admin/layout/page-header';

export default function AdminBlogListPage() {
  return (
    <>
      <PageHeader
        title="Blog Posts"
        description="Write campaign updates, publish them, or take them down."
        actions={
          <>
            <Link href="/admin/newsletters" className={buttonClass('outline', 'sm')}>
              Newsletters
            </Link>
            <Link href="/admin/blog/new" className={buttonClass('primary', 'sm')}>
              New Post
            </Link>
          </>
        }
      />
      <PostList />
    </>
  );
}
