import { useWatch, type UseFormReturn } from 'react-hook-form';
import { slugify } from '@shared/slug';
import { Field, Input, Textarea, fieldAria } from '@/components/ui/field';
import type { EditorValues } from './post-form-values';

interface PostMetaFieldsProps {
  form: UseFormReturn<EditorValues>;
  /** The slug once the post exists: it never changes afterwards (CONTRACT section 4). */
  slug?: string;
}

/** Title, excerpt, category, tags and publication date. */
export function PostMetaFields({ form, slug: fixedSlug }: PostMetaFieldsProps) {
  const { errors } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' });
  const slug = fixedSlug ?? slugify(title);
  const text = (name: keyof EditorValues) => ({
    ...fieldAria(`post-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <>
      <Field
        id="post-title"
        label="Title"
        required
        error={errors.title?.message}
        hint={
          <>
            Slug: <span className="font-mono text-navy-900">{slug || '(generated from the title)'}</span>
            {fixedSlug && ' (kept when the title changes, so shared links keep working)'}
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
    </>
  );
}
