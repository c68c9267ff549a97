import { useId } from 'react';
import { Link } from 'wouter';
import type { MediaLibraryItem } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { formatLongDate } from '@/lib/format';
import { AltTextForm } from './alt-text-form';
import { mediaMarkdown } from './media-rules';
import { MediaThumbnail } from './media-thumbnail';

async function copyMarkdown(item: MediaLibraryItem) {
  const markdown = mediaMarkdown(item);
  try {
    await navigator.clipboard.writeText(markdown);
    toast({ title: 'Markdown copied', description: markdown });
  } catch {
    // Clipboard access can be refused (permissions, an insecure origin): show the text to copy.
    toast({ title: 'Copy failed', description: `Copy this by hand: ${markdown}`, variant: 'destructive' });
  }
}

interface MediaCardProps {
  item: MediaLibraryItem;
  onDelete: (item: MediaLibraryItem) => void;
}

export function MediaCard({ item, onDelete }: MediaCardProps) {
  const id = useId();
  return (
    <Card className="h-full overflow-hidden">
      <article aria-labelledby={`${id}-title`} className="flex h-full flex-col">
        <MediaThumbnail
          item={item}
          alt={item.alt}
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
        <CardBody className="flex flex-1 flex-col gap-3 p-4">
          <h2 id={`${id}-title`} className="text-sm font-semibold text-navy-900">
            <span className="sr-only">Image </span>
            {item.width} × {item.height}
            <span className="font-normal text-slate-600">
              {' '}
              · <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
            </span>
          </h2>
          <AltTextForm key={item.alt} item={item} />
          <div className="text-sm">
            <p className="font-semibold text-navy-900">Used by</p>
            {item.uses.length === 0 ? (
              <p className="text-slate-600">Not used anywhere</p>
            ) : (
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {item.uses.map((use) => (
                  <li key={`${use.kind}:${use.key}`}>
                    <Link href={use.href} className="text-union-600 underline hover:text-navy-900">
                      {/* A post is named by its slug alone; the other names say what they are. */}
                      <span className="sr-only">{use.kind === 'post' ? 'Edit post ' : 'Edit '}</span>
                      {use.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <Button size="sm" variant="outline" onClick={() => void copyMarkdown(item)}>
              Copy markdown
            </Button>
            <Button size="sm" variant="destructive" onClick={() => onDelete(item)}>
              Delete<span className="sr-only"> image</span>
            </Button>
          </div>
        </CardBody>
      </article>
    </Card>
  );
}
