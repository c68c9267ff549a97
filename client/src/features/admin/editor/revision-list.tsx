import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';

const REASONS: Record<string, string> = {
  created: 'Created',
  saved: 'Saved',
  autosaved: 'Autosaved',
  published: 'Published',
  unpublished: 'Unpublished',
  restored: 'Restored',
};

export interface RevisionSummary {
  id: number;
  createdAt: string;
  author: string;
  reason: string;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface RevisionListProps<T> {
  /** The list's query: its key (with the version, so every save refetches it) and fetcher. */
  list: { queryKey: readonly unknown[]; queryFn: () => Promise<RevisionSummary[]> };
  /** One revision's texts, drawn when it is opened. */
  view: (id: number) => ReactNode;
  restore: (id: number) => Promise<T>;
  /** What a restore replaces, for the confirmation: "The title, excerpt, content and featured image". */
  restores: string;
  onRestored: (restored: T) => void;
}

/** Who changed a post or page, when and why; any revision can be read and, after a confirmation, restored. */
export function RevisionList<T>({
  list: listQuery,
  view,
  restore,
  restores,
  onRestored,
}: RevisionListProps<T>) {
  const list = useQuery({ queryKey: listQuery.queryKey, queryFn: listQuery.queryFn });
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<RevisionSummary | null>(null);
  const restoring = useMutation({
    mutationFn: restore,
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
                <span className="font-semibold">{REASONS[revision.reason] ?? revision.reason}</span> by{' '}
                {revision.author}
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
              {open === revision.id && view(revision.id)}
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => !restoring.isPending && setConfirming(null)}
        title="Restore this revision?"
        description={
          confirming
            ? `${restores} from ${when(confirming.createdAt)} replace the current ones. The current version stays in the revisions.`
            : undefined
        }
      >
        <Button variant="outline" onClick={() => setConfirming(null)} disabled={restoring.isPending}>
          Cancel
        </Button>
        <Button onClick={() => confirming && restoring.mutate(confirming.id)} disabled={restoring.isPending}>
          {restoring.isPending ? 'Restoring...' : 'Restore revision'}
        </Button>
      </Dialog>
    </aside>
  );
}
