import { useQuery } from '@tanstack/react-query';
import type { AdminPost } from '@shared/api-types';
import { fetchRevisions, restoreRevision, revisionQueries } from './post-api';
import { RevisionList } from './revision-list';

function RevisionView({ slug, id }: { slug: string; id: number }) {
  const revision = useQuery(revisionQueries.detail(slug, id));
  if (revision.isPending) return <p className="text-sm text-slate-600">Loading revision...</p>;
  if (revision.isError) return <p className="text-sm text-red-800">This revision could not be loaded.</p>;
  const { title, excerpt, content } = revision.data;
  return (
    <div className="mt-2 grid gap-1 rounded border border-slate-200 bg-white p-2 text-sm">
      <p className="font-semibold">{title}</p>
      {excerpt && <p className="text-slate-700">{excerpt}</p>}
      <pre className="max-h-60 overflow-auto whitespace-pre-wrap font-mono text-xs">
        {content || '(no content)'}
      </pre>
    </div>
  );
}

interface RevisionsPanelProps {
  post: AdminPost;
  /** The post after a restore, for the form to load. */
  onRestored: (post: AdminPost) => void;
}

/** A post's revisions, read and restored. */
export function RevisionsPanel({ post, onRestored }: RevisionsPanelProps) {
  return (
    <RevisionList
      list={{
        queryKey: revisionQueries.list(post.slug, post.version).queryKey,
        queryFn: () => fetchRevisions(post.slug),
      }}
      view={(id) => <RevisionView slug={post.slug} id={id} />}
      restore={(id) => restoreRevision(post.slug, id)}
      restores="The title, excerpt, content and featured image"
      onRestored={onRestored}
    />
  );
}
