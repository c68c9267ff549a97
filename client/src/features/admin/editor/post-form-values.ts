import type { AdminPost } from '@shared/api-types';
import { DEFAULT_POST_CATEGORY, type PostStatus } from '@shared/constants';
import type { PostInput } from '@shared/schemas/posts';

/** What the editor's inputs hold: all text, as the browser gives it. */
export interface EditorValues {
  title: string;
  excerpt: string;
  category: string;
  tags: string;
  publishedAt: string;
  featuredImage: string;
  featuredImageAlt: string;
  content: string;
}

export const EDITOR_FIELDS = [
  'title',
  'excerpt',
  'category',
  'tags',
  'publishedAt',
  'featuredImage',
  'featuredImageAlt',
  'content',
] as const satisfies readonly (keyof EditorValues)[];

export const emptyValues: EditorValues = {
  title: '',
  excerpt: '',
  category: DEFAULT_POST_CATEGORY,
  tags: '',
  publishedAt: '',
  featuredImage: '',
  featuredImageAlt: '',
  content: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (no zone) read as the browser's local time, sent as an ISO instant. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** SPEC section 5: comma separated, trimmed, empty entries dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export function valuesFromPost(post: AdminPost): EditorValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    category: post.category || DEFAULT_POST_CATEGORY,
    tags: post.tags.join(', '),
    publishedAt: toLocalInput(post.publishedAt),
    featuredImage: post.featuredImage ?? '',
    featuredImageAlt: post.featuredImageAlt ?? '',
    content: post.content,
  };
}

/** SPEC section 4: a draft carries no date; publishing uses the entered date, or now when blank. */
export function toPayload(values: EditorValues, status: PostStatus, author: string): PostInput {
  const publishedAt =
    status === 'published' ? (fromLocalInput(values.publishedAt) ?? new Date().toISOString()) : null;
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    category: values.category.trim(),
    tags: parseTags(values.tags),
    status,
    publishedAt,
    featuredImage: values.featuredImage.trim() || null,
    featuredImageAlt: values.featuredImageAlt.trim() || null,
    author,
  };
}

/** The editor's own checks before saving (SPEC section 5); null when the values may be saved. */
export function missingFor(
  values: EditorValues,
  status: PostStatus,
): { title: string; description: string } | null {
  if (status === 'draft') {
    return values.title.trim()
      ? null
      : { title: 'Title Required', description: 'Please enter a title for your blog post.' };
  }
  const complete = [values.title, values.excerpt, values.content].every((v) => v.trim() !== '');
  return complete
    ? null
    : {
        title: 'Required Fields Missing',
        description: 'Please fill in title, excerpt, and content before publishing.',
      };
}
