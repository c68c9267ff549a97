import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import type { SiteVideo } from '@shared/site-content/videos';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { moveItem } from '../schema-form/form-values';
import { deleteVideo, reorderVideos, updateVideo, videoQueries } from './video-api';
import { VideoCard } from './video-card';
import { valuesOfVideo, VideoForm } from './video-form';

/** The featured video first, as the Videos page shows it, then the others in their order. */
export const featuredFirst = (videos: SiteVideo[]) => [
  ...videos.filter((v) => v.featured),
  ...videos.filter((v) => !v.featured),
];

/**
 * The videos in display order, each with its YouTube thumbnail, the featured one first: drag one
 * to a new place, or move it up and down with its buttons; make one the featured video; edit it in
 * place; delete it after a confirmation.
 */
export function VideoList() {
  const queryClient = useQueryClient();
  const videos = useQuery(videoQueries.list());
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SiteVideo | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listKey = videoQueries.list().queryKey;
  const changed = () => refreshAfterAdminChange(queryClient);
  const failed = (title: string) => () =>
    toast({ title, description: 'Please try again.', variant: 'destructive' });

  const reorder = useMutation({
    mutationFn: reorderVideos,
    onSuccess: (ordered) => queryClient.setQueryData(listKey, ordered),
    onError: () => {
      failed('Reorder Failed')();
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onSettled: changed,
  });
  const feature = useMutation({
    mutationFn: (video: SiteVideo) => updateVideo(video.id, { featured: true }),
    onSuccess: (video) => {
      toast({ title: 'Featured video chosen', description: `“${video.title}” is now the featured video.` });
      return changed();
    },
    onError: failed('Update Failed'),
  });
  const remove = useMutation({
    mutationFn: (video: SiteVideo) => deleteVideo(video.id),
    onSuccess: () => {
      setDeleting(null);
      toast({ title: 'Video deleted', description: 'It no longer shows on the site.' });
      return changed();
    },
    onError: failed('Delete Failed'),
  });

  if (videos.isPending) return <LoadingState>Loading videos...</LoadingState>;
  if (videos.isError)
    return (
      <ErrorState onRetry={() => void videos.refetch()}>
        Failed to load the videos. Please try again.
      </ErrorState>
    );
  const list = featuredFirst(videos.data);
  // The featured video stays first, as the Videos page shows it; the others move below it.
  const top = list[0]?.featured ? 1 : 0;
  if (list.length === 0) return <EmptyState title="No videos yet">Add the first one above.</EmptyState>;

  function move(from: number, to: number) {
    if (to < top || to >= list.length || from === to || list[from].featured) return;
    const next = moveItem(list, from, to);
    queryClient.setQueryData(listKey, next);
    reorder.mutate(next.map((v) => v.id));
    setAnnouncement(`“${list[from].title}” moved to position ${to + 1} of ${list.length}.`);
    // The button pressed follows its video; at either end the other one takes the focus.
    const direction = to < from ? (to === top ? 'down' : 'up') : to === list.length - 1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`video-${list[from].id}-${direction}`)?.focus());
  }

  const dropOn = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, Math.max(index, top));
    setDragged(null);
  };

  return (
    <>
      <ol className="grid gap-3" aria-label="Videos in display order">
        {list.map((video, index) => (
          <li
            key={video.id}
            draggable={editing === null && !video.featured}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => dragged !== null && event.preventDefault()}
            onDrop={dropOn(index)}
            onDragEnd={() => setDragged(null)}
            aria-label={video.title}
            className={`rounded-xl border bg-white p-4 shadow-sm ${dragged === index ? 'border-union-500 opacity-60' : 'border-slate-200'}`}
          >
            {editing === video.id ? (
              <VideoForm
                idPrefix={`video-${video.id}`}
                initial={valuesOfVideo(video)}
                submitLabel="Save video"
                onCancel={() => setEditing(null)}
                onSubmit={async (values) => {
                  await updateVideo(video.id, values);
                  setEditing(null);
                  toast({ title: 'Video updated', description: `“${values.title}” is saved.` });
                  await changed();
                }}
              />
            ) : (
              <VideoCard
                video={video}
                position={index + 1}
                canMoveUp={index > top}
                canMoveDown={index < list.length - 1}
                featuring={feature.isPending}
                onMove={(direction) => move(index, direction === 'up' ? index - 1 : index + 1)}
                onFeature={() => feature.mutate(video)}
                onEdit={() => setEditing(video.id)}
                onDelete={() => setDeleting(video)}
              />
            )}
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Dialog
        open={deleting !== null}
        onClose={() => !remove.isPending && setDeleting(null)}
        title="Delete Video"
        description={
          deleting
            ? `Are you sure you want to delete “${deleting.title}”? It will no longer show on the site.`
            : undefined
        }
      >
        <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onClick={() => deleting && remove.mutate(deleting)}
          disabled={remove.isPending}
        >
          {remove.isPending ? 'Deleting...' : 'Delete Video'}
        </Button>
      </Dialog>
    </>
  );
}
