import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPost } from '@shared/api-types';
import { Tabs } from '@/components/ui/tabs';
import { adminQueries } from '../api/admin-queries';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { DeletePostDialog } from './delete-post-dialog';
import { PostCard } from './post-card';
import { useTogglePostStatus } from './use-post-mutations';

type Filter = 'all' | 'draft' | 'published';
const TABS = [
  { value: 'all', label: 'All Posts' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
] as const;
const EMPTY: Record<Filter, string> = {
  all: 'No blog posts yet',
  draft: 'No draft posts',
  published: 'No published posts',
};

export function PostList() {
  const posts = useQuery(adminQueries.posts());
  const [filter, setFilter] = useState<Filter>('all');
  const [toDelete, setToDelete] = useState<AdminPost | null>(null);
  const toggle = useTogglePostStatus();

  let body;
  if (posts.isPending) {
    body = <LoadingState>Loading posts...</LoadingState>;
  } else if (posts.isError) {
    body = (
      <ErrorState onRetry={() => posts.refetch()}>Failed to load blog posts. Please try again.</ErrorState>
    );
  } else {
    const shown = filter === 'all' ? posts.data : posts.data.filter((p) => p.status === filter);
    body =
      shown.length === 0 ? (
        <EmptyState title={EMPTY[filter]}>Use “New Post” to write a campaign update.</EmptyState>
      ) : (
        <ul className="grid gap-4">
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                onToggle={(p) => toggle.mutate(p)}
                toggling={toggle.isPending && toggle.variables?.id === post.id}
                onDelete={setToDelete}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <>
      <Tabs label="Filter posts by status" items={TABS} value={filter} onValueChange={setFilter}>
        {body}
      </Tabs>
      <DeletePostDialog post={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
