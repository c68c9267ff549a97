import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPost, PostRevisionSummary } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { restoreRevision, revisionQueries } from './post-api';

const REASONS: Record<PostRevisionSummary['reason'], string> = {
  created: 'Created',
  saved: 'Saved',
  autosaved: 'Autosaved',
  published: 'Published',
  unpublished: 'Unpublished',
  restored: 'Restored',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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

/** Who changed the post, when and why; any revision can be read and, after a confirmation, restored. */
export function RevisionsPanel({ post, onRestored }: RevisionsPanelProps) {
  const list = useQuery(revisionQueries.list(post.slug, post.version));
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<PostRevisionSummary | null>(null);
  const restore = useMutation({
    mutationFn: (id: number) => restoreRevision(post.slug, id),
    onSuccess: (restored) => {
      setConfirming(null);
      onRestored(restored);
      toast({ title: 'Revision restored', description: 'The editor now shows the restored version.' });
    },
    onError: () =>
      toast({ title: 'Restore Failed', description: 'Please try again.', variant: 'destructive' }),
  });

  return (
    <aside aria-labelledby="revisions-heading" className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <h2 id="revisions-heading" className="text-sm font-semibold text-navy-900">
        Revisions
      </h2>
      {list.isPending && <p className="mt-2 text-sm text-slate-600">Loading revisions...</p>}
      {list.isError && <p className="mt-2 text-sm text-red-800">The revisions could not be loaded.</p>}
      {list.data && (
        <ol className="mt-2 grid gap-3">
          {list.data.map((revision) => (
            <li key={revision.id} className="text-sm">
              <p>
                <span className="font-semibold">{REASONS[revision.reason]}</span> by {revision.author}
              </p>
              <p className="text-slate-600">
                <time dateTime={revision.createdAt}>{when(revision.createdAt)}</time>
              </p>
              <div className="mt-1 flex gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={open === revision.id}
                  onClick={() => setOpen(open === revision.id ? null : revision.id)}
                >
                  {open === revision.id ? 'Hide' : 'View'}
                  <span className="sr-only"> revision from {when(revision.createdAt)}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(revision)}>
                  Restore<span className="sr-only"> revision from {when(revision.createdAt)}</span>
                </Button>
              </div>
              {open === revision.id && <RevisionView slug={post.slug} id={revision.id} />}
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => !restore.isPending && setConfirming(null)}
        title="Restore this revision?"
        description={
          confirming
            ? `The title, excerpt, content and featured image from ${when(confirming.createdAt)} replace the current ones. The current version stays in the revisions.`
            : undefined
        }
      >
        <Button variant="outline" onClick={() => setConfirming(null)} disabled={restore.isPending}>
          Cancel
        </Button>
        <Button onClick={() => confirming && restore.mutate(confirming.id)} disabled={restore.isPending}>
          {restore.isPending ? 'Restoring...' : 'Restore revision'}
        </Button>
      </Dialog>
    </aside>
  );
}
