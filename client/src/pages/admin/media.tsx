import { PageHeader } from '@/features/admin/layout/page-header';
import { MediaLibrary } from '@/features/admin/media/media-library';
import { MediaUploadButton } from '@/features/admin/media/media-upload-button';

/** /admin/media: every uploaded image, its alt text, where it is used, copy-markdown and delete. */
export default function AdminMediaPage() {
  return (
    <>
      <PageHeader
        title="Media Library"
        description="Photos for posts: each is served at the size and in the format every screen needs."
        actions={<MediaUploadButton />}
      />
      <MediaLibrary />
    </>
  );
}
