import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/features/posts/use-debounced-value';
import { previewQuery } from './newsletter-api';

const WIDTHS = { desktop: 600, phone: 390 } as const;

/**
 * The e-mail as subscribers will get it (issue 35), at a mail program's 600 px or a phone's 390 px,
 * in a sandboxed frame: the message's own styles stay inside it, and nothing in it runs.
 */
export function NewsletterPreviewFrame({
  slug,
  subject,
  previewText,
}: {
  slug: string;
  subject: string;
  previewText: string;
}) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  // Typing does not fetch a preview per key: the words settle first.
  const settledSubject = useDebouncedValue(subject.trim(), 400);
  const settledPreview = useDebouncedValue(previewText.trim(), 400);
  const preview = useQuery(
    previewQuery(slug, {
      ...(settledSubject && { subject: settledSubject }),
      ...(settledPreview && { previewText: settledPreview }),
    }),
  );
  return (
    <section aria-label="E-mail preview" className="grid w-full gap-2">
      <div role="group" aria-label="Preview width" className="flex flex-wrap items-center gap-2">
        {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={width === key ? 'primary' : 'outline'}
            aria-pressed={width === key}
            onClick={() => setWidth(key)}
          >
            {key === 'desktop' ? 'Desktop (600 px)' : 'Phone (390 px)'}
          </Button>
        ))}
      </div>
      {preview.data && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Subject:</span> {preview.data.subject}
          {preview.data.previewText && (
            <span className="block text-slate-600">{preview.data.previewText}</span>
          )}
        </p>
      )}
      {/* Scrolls: it takes focus so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={`E-mail at ${WIDTHS[width]} px`}
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-100"
      >
        {preview.isError ? (
          <p className="p-4 text-sm text-red-800">The preview could not be loaded.</p>
        ) : (
          <iframe
            title={`E-mail preview at ${WIDTHS[width]} px`}
            sandbox=""
            srcDoc={preview.data?.html ?? ''}
            style={{ width: WIDTHS[width], height: 900 }}
            className="block border-0 bg-white"
          />
        )}
      </div>
    </section>
  );
}
