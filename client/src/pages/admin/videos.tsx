import { useQueryClient } from '@tanstack/react-query';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { refreshAfterAdminChange } from '@/features/admin/api/admin-fetch';
import { PageHeader } from '@/features/admin/layout/page-header';
import { createVideo } from '@/features/admin/videos/video-api';
import { VideoForm } from '@/features/admin/videos/video-form';
import { VideoList } from '@/features/admin/videos/video-list';

/** /admin/videos: add a video by pasting its YouTube link, and order, feature, edit or delete them. */
export default function AdminVideosPage() {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader title="Videos" description="The videos on the Home and Videos pages, in the order shown." />
      <div className="grid gap-8">
        <section aria-labelledby="add-video-heading">
          <Card>
            <CardBody>
              <h2 id="add-video-heading" className="mb-4 text-xl font-bold">
                Add a video
              </h2>
              <VideoForm
                idPrefix="new-video"
                submitLabel="Add video"
                onSubmit={async (values) => {
                  const video = await createVideo(values);
                  toast({ title: 'Video added', description: `“${video.title}” is on the Videos page now.` });
                  await refreshAfterAdminChange(queryClient);
                }}
              />
            </CardBody>
          </Card>
        </section>
        <section aria-labelledby="video-list-heading">
          <h2 id="video-list-heading" className="mb-4 text-xl font-bold">
            All videos
          </h2>
          <VideoList />
        </section>
      </div>
    </>
  );
}
