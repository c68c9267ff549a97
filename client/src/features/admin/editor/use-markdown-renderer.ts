import { useEffect, useState } from 'react';

export type MarkdownRenderer = (markdown: string) => string;

/**
 * marked and DOMPurify, loaded with the first preview rather than with the editor: the renderer
 * once it has arrived, and whether loading it failed.
 */
export function useMarkdownRenderer(): { render: MarkdownRenderer | null; failed: boolean } {
  const [render, setRender] = useState<MarkdownRenderer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./render-markdown')
      .then((m) => live && setRender(() => m.renderMarkdown))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { render, failed };
}
