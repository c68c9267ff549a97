import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import type { SiteVideo } from '@shared/site-content/videos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { moveItem } from '../schema-form/form-values';
import { deleteVideo, reorderVideos, updateVideo, videoQueries } from './video-api';
import { valuesOfVideo, VideoForm } from './video-form';

/**
 * The videos in display order: drag one to a new place, or move it up and down with its buttons;
 * make one the featured video; edit it in place; delete it after a confirmation.
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
  const list = videos.data;
  if (list.length === 0) return <EmptyState title="No videos yet">Add the first one above.</EmptyState>;

  function move(from: number, to: number) {
    if (to < 0 || to >= list.length || from === to) return;
    const next = moveItem(list, from, to);
    queryClient.setQueryData(listKey, next);
    reorder.mutate(next.map((v) => v.id));
    setAnnouncement(`“${list[from].title}” moved to position ${to + 1} of ${list.length}.`);
    // The button pressed follows its video; at either end the other one takes the focus.
    const direction = to < from ? (to === 0 ? 'down' : 'up') : to === list.length - 1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`video-${list[from].id}-${direction}`)?.focus());
  }

  const dropOn = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <>
      <ol className="grid gap-3" aria-label="Videos in display order">
        {list.map((video, index) => (
          <li
            key={video.id}
            draggable={editing === null}
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
              <div className="flex flex-wrap items-start gap-4">
                <span
                  aria-hidden="true"
                  className="cursor-grab select-none pt-1 text-slate-500"
                  title="Drag to reorder"
                >
                  ⠿
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold">
                    {index + 1}. {video.title}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {video.category} · {video.duration} · <code>{video.youtubeId}</code>
                  </p>
                  {video.featured && (
                    <Badge tone="gold" className="mt-1">
                      Featured
                    </Badge>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`video-${video.id}-up`}
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Move up<span className="sr-only"> {video.title}</span>
                  </Button>
                  <Button
                    id={`video-${video.id}-down`}
                    size="sm"
                    variant="ghost"
                    disabled={index === list.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move down<span className="sr-only"> {video.title}</span>
                  </Button>
                  {!video.featured && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={feature.isPending}
                      onClick={() => feature.mutate(video)}
                    >
                      Make featured<span className="sr-only"> {video.title}</span>
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setEditing(video.id)}>
                    Edit<span className="sr-only"> {video.title}</span>
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => setDeleting(video)}>
                    Delete<span className="sr-only"> {video.title}</span>
                  </Button>
                </div>
              </div>
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
