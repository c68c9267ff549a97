import { useId } from 'react';
import { Link } from 'wouter';
import type { AdminPost } from '@shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { NewsletterStatus } from '../newsletters/newsletter-status';
import { SendNewsletterButton } from '../newsletters/send-newsletter-button';

interface PostCardProps {
  post: AdminPost;
  onToggle: (post: AdminPost) => void;
  toggling: boolean;
  onDelete: (post: AdminPost) => void;
}

export function PostCard({ post, onToggle, toggling, onDelete }: PostCardProps) {
  const id = useId();
  const published = post.status === 'published';
  // A published post whose date is still ahead is not on the site yet (issue 35): say so.
  const scheduled = published && !!post.publishedAt && new Date(post.publishedAt) > new Date();
  const badge = scheduled ? 'Scheduled' : published ? 'Published' : 'Draft';
  // SPEC: the publish date, else when it was last updated.
  const date = post.publishedAt ?? post.updatedAt;
  return (
    <Card>
      <article aria-labelledby={id}>
        <CardBody className="grid gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id={id} className="text-xl font-bold">
              {post.title}
            </h2>
            <Badge tone={scheduled ? 'gold' : published ? 'green' : 'slate'}>{badge}</Badge>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {post.category && (
              <span>
                <span className="font-semibold">Category:</span> {post.category}
              </span>
            )}
            <span>
              <span className="font-semibold">Author:</span> {post.author}
            </span>
            <time dateTime={date}>{formatLongDate(date)}</time>
          </p>
          {post.excerpt && <p className="text-slate-700">{post.excerpt}</p>}
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="blue">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          {post.newsletter && <NewsletterStatus summary={post.newsletter} />}
          <div className="mt-2 flex flex-wrap gap-2">
            <Link
              href={`/admin/blog/edit/${encodeURIComponent(post.slug)}`}
              className={buttonClass('outline', 'sm')}
            >
              Edit
            </Link>
            <Button
              size="sm"
              variant={published ? 'outline' : 'primary'}
              disabled={toggling}
              onClick={() => onToggle(post)}
            >
              {published ? 'Unpublish' : 'Publish'}
            </Button>
            {published && !scheduled && (
              <a
                href={`/updates/${encodeURIComponent(post.slug)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'sm')}
              >
                View<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            {published && <SendNewsletterButton post={post} size="sm" variant="outline" />}
            <Button size="sm" variant="destructive" onClick={() => onDelete(post)}>
              Delete
            </Button>
          </div>
        </CardBody>
      </article>
    </Card>
  );
}
