import { useForm, useWatch } from 'react-hook-form';
import type { AdminPost } from '@shared/api-types';
import type { PostStatus } from '@shared/constants';
import { slugify } from '@shared/slug';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, Input, Textarea, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { useStoredAdmin } from '../auth/admin-store';
import { applyServerErrors } from '../forms/server-errors';
import { MarkdownPreview } from './markdown-preview';
import {
  EDITOR_FIELDS,
  emptyValues,
  missingFor,
  toPayload,
  valuesFromPost,
  type EditorValues,
} from './post-form-values';
import { useSavePost } from './use-save-post';

/** The blog editor for a new post (no `post`) or an existing one. */
export function PostEditorForm({ post }: { post?: AdminPost }) {
  const admin = useStoredAdmin();
  const form = useForm<EditorValues>({ defaultValues: post ? valuesFromPost(post) : emptyValues });
  const { errors } = form.formState;
  const [title, content] = useWatch({ control: form.control, name: ['title', 'content'] });
  const save = useSavePost(post?.slug, (error) => applyServerErrors(error, EDITOR_FIELDS, form.setError));
  const savingAs = save.isPending ? save.variables?.status : undefined;

  function submit(status: PostStatus) {
    form.clearErrors();
    const values = form.getValues();
    const missing = missingFor(values, status);
    if (missing) {
      toast({ ...missing, variant: 'destructive' });
      return;
    }
    save.mutate({ payload: toPayload(values, status, admin?.username ?? ''), status });
  }

  // The slug comes from the title on creation and never changes afterwards (CONTRACT section 4).
  const slug = post ? post.slug : slugify(title);
  const text = (name: keyof EditorValues) => ({
    ...fieldAria(`post-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="grid gap-6">
      <Field
        id="post-title"
        label="Title"
        required
        error={errors.title?.message}
        hint={
          <>
            Slug: <span className="font-mono text-navy-900">{slug || '(generated from the title)'}</span>
            {post && ' (kept when the title changes, so shared links keep working)'}
          </>
        }
      >
        <Input {...fieldAria('post-title', errors.title?.message, true)} {...form.register('title')} />
      </Field>
      <Field id="post-excerpt" label="Excerpt" required error={errors.excerpt?.message}>
        <Textarea rows={3} {...text('excerpt')} />
      </Field>
      <div className="grid items-start gap-6 md:grid-cols-3">
        <Field id="post-category" label="Category" error={errors.category?.message}>
          <Input {...text('category')} />
        </Field>
        <Field id="post-tags" label="Tags" error={errors.tags?.message} hint="Separate tags with commas.">
          <Input {...fieldAria('post-tags', errors.tags?.message, true)} {...form.register('tags')} />
        </Field>
        <Field
          id="post-publishedAt"
          label="Publication Date"
          error={errors.publishedAt?.message}
          hint="Your local time. Leave blank to publish now."
        >
          <Input
            type="datetime-local"
            {...fieldAria('post-publishedAt', errors.publishedAt?.message, true)}
            {...form.register('publishedAt')}
          />
        </Field>
      </div>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <Field id="post-featuredImage" label="Featured Image URL" error={errors.featuredImage?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...text('featuredImage')} />
        </Field>
        <Field
          id="post-featuredImageAlt"
          label="Featured Image Alt Text"
          error={errors.featuredImageAlt?.message}
        >
          <Input {...text('featuredImageAlt')} />
        </Field>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Field id="post-content" label="Content" required error={errors.content?.message} hint="Markdown.">
          <Textarea
            rows={20}
            className="font-mono text-sm"
            {...fieldAria('post-content', errors.content?.message, true)}
            {...form.register('content')}
          />
        </Field>
        <MarkdownPreview markdown={content} id="post-preview-heading" />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-6">
        {post?.status === 'published' && (
          <a
            href={`/updates/${encodeURIComponent(post.slug)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('ghost')}
          >
            Preview<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <Button variant="outline" disabled={save.isPending} onClick={() => submit('draft')}>
          {savingAs === 'draft' ? 'Saving...' : 'Save Draft'}
        </Button>
        <Button disabled={save.isPending} onClick={() => submit('published')}>
          {savingAs === 'published' ? 'Saving...' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}
