import type { AdminPost } from '@shared/api-types';
import { Button, buttonClass } from '@/components/ui/button';
import { FeaturedImageField } from '../media/featured-image-field';
import { PostNewsletterPanel } from '../newsletters/post-newsletter-panel';
import { BackupBanner } from './backup-banner';
import { ConflictDialog } from './conflict-dialog';
import { ContentField } from './content-field';
import { MarkdownPreview } from './markdown-preview';
import { PostMetaFields } from './post-meta-fields';
import { PreviewLinkButton } from './preview-link-button';
import { RevisionsPanel } from './revisions-panel';
import { SaveStatus } from './save-status';
import { usePostEditor } from './use-post-editor';

interface PostEditorFormProps {
  /** The post being edited; none for a new post. */
  post?: AdminPost;
  /** The first save of a new post created it. */
  onCreated?: (post: AdminPost) => void;
}

/** The blog editor for a new post or an existing one, with the revisions beside it. */
export function PostEditorForm({ post: initialPost, onCreated }: PostEditorFormProps) {
  const editor = usePostEditor(initialPost, onCreated);
  const { form, values, post } = editor;
  const { errors } = form.formState;
  const published = post?.status === 'published';

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <form noValidate onSubmit={(e) => e.preventDefault()} className="grid gap-6">
        {editor.backupOffer && (
          <BackupBanner
            backup={editor.backupOffer}
            onRestore={editor.restoreBackup}
            onDiscard={editor.discardBackup}
          />
        )}
        <PostMetaFields form={form} slug={post?.slug} />
        <FeaturedImageField
          image={values.featuredImage}
          alt={values.featuredImageAlt}
          imageError={errors.featuredImage?.message}
          altError={errors.featuredImageAlt?.message}
          onChange={({ image, alt }) => {
            form.setValue('featuredImage', image, { shouldDirty: true });
            form.setValue('featuredImageAlt', alt, { shouldDirty: true });
          }}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <ContentField form={form} />
          <MarkdownPreview markdown={values.content} id="post-preview-heading" />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-6">
          <div className="mr-auto flex items-center gap-3">
            <SaveStatus state={editor.saveState} dirty={editor.dirty} published={published} />
            {editor.conflictPending && !editor.conflict && (
              <Button size="sm" variant="outline" onClick={editor.conflictActions.show}>
                Review conflict
              </Button>
            )}
          </div>
          {published && (
            <a
              href={`/updates/${encodeURIComponent(post.slug)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('ghost')}
            >
              Preview<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <Button
            variant="outline"
            disabled={editor.savingAs !== null}
            onClick={() => editor.submit('draft')}
          >
            {editor.savingAs === 'draft' ? 'Saving...' : 'Save Draft'}
          </Button>
          <Button disabled={editor.savingAs !== null} onClick={() => editor.submit('published')}>
            {editor.savingAs === 'published' ? 'Saving...' : 'Publish'}
          </Button>
        </div>
      </form>
      {post && (
        <div className="grid gap-4">
          <PreviewLinkButton slug={post.slug} />
          <PostNewsletterPanel post={post} />
          <RevisionsPanel post={post} onRestored={editor.load} />
        </div>
      )}
      {editor.conflict && (
        <ConflictDialog
          conflict={editor.conflict}
          mine={values}
          onKeepMine={editor.conflictActions.keepMine}
          onTakeTheirs={editor.conflictActions.takeTheirs}
          onClose={editor.conflictActions.hide}
        />
      )}
    </div>
  );
}
