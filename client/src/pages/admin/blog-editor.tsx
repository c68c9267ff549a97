import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { AdminPost } from '@shared/api-types';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { adminQueries } from '@/features/admin/api/admin-queries';
import { PostEditorForm } from '@/features/admin/editor/post-editor-form';
import { LoadingState } from '@/features/admin/layout/list-states';
import { PageHeader } from '@/features/admin/layout/page-header';

const BACK = { backHref: '/admin/blog', backLabel: 'Back to Blog Posts' };

function EditPost({ slug }: { slug: string }) {
  const post = useQuery(adminQueries.post(slug));
  if (post.isPending) {
    return (
      <>
        <PageHeader title="Edit Post" {...BACK} />
        <LoadingState>Loading post...</LoadingState>
      </>
    );
  }
  if (post.isError) {
    return (
      <>
        <PageHeader title="Post Not Found" {...BACK} />
        <Card>
          <CardBody className="py-12 text-center">
            <p role="alert" className="text-lg text-slate-700">
              The requested blog post could not be found.
            </p>
            <Link href="/admin/blog" className={buttonClass('primary', 'md', 'mt-6')}>
              Back to Blog Posts
            </Link>
          </CardBody>
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Post" description={post.data.title} {...BACK} />
      {/* Keyed by slug so the form's initial values follow the post being edited. */}
      <PostEditorForm key={post.data.slug} post={post.data} />
    </>
  );
}

/** /admin/blog/new and /admin/blog/edit/:slug (SPEC: /admin/blog/{action}/{slug?}). */
export default function AdminBlogEditorPage() {
  const { slug } = useParams<{ slug?: string }>();
  const [, navigate] = useLocation();
  // The post this page's new-post form created by its first save. Both routes render this page in
  // the same place, so when the address becomes the post's edit address the same form stays
  // mounted: the caret and anything typed meanwhile stay where they were.
  const [created, setCreated] = useState<string | null>(null);

  if (slug && slug !== created) return <EditPost slug={slug} />;
  return (
    <>
      <PageHeader title={created ? 'Edit Post' : 'New Post'} {...BACK} />
      <PostEditorForm
        key="new"
        onCreated={(post: AdminPost) => {
          setCreated(post.slug);
          navigate(`/admin/blog/edit/${encodeURIComponent(post.slug)}`, { replace: true });
        }}
      />
    </>
  );
}
