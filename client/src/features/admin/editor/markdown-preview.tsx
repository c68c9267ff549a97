import { useDeferredValue } from 'react';
import { useMarkdownRenderer } from './use-markdown-renderer';

/** The rendered look of the markdown being typed; marked and DOMPurify load with the first preview. */
export function MarkdownPreview({ markdown, id }: { markdown: string; id: string }) {
  const { render, failed } = useMarkdownRenderer();
  // Typing stays responsive: the preview may lag a keystroke behind on long posts.
  const deferred = useDeferredValue(markdown);

  let body;
  if (failed)
    body = <p className="text-red-800">The preview could not be loaded. Reload the page to try again.</p>;
  else if (!render) body = <p className="text-slate-600">Loading preview...</p>;
  else if (!deferred.trim())
    body = <p className="text-slate-600">The rendered post appears here as you type.</p>;
  // Sanitized with DOMPurify just above, the same way the server sanitizes what it publishes.
  else
    body = (
      <div
        className="prose-campaign [&>:first-child]:mt-0"
        dangerouslySetInnerHTML={{ __html: render(deferred) }}
      />
    );

  return (
    <section aria-labelledby={id} className="flex min-h-full flex-col">
      <h2 id={id} className="text-sm font-semibold text-navy-900">
        Live preview
      </h2>
      <div className="mt-1.5 flex-1 rounded-md break-words border border-slate-200 bg-white p-4">{body}</div>
    </section>
  );
}
