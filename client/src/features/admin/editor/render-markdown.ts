import DOMPurify from 'isomorphic-dompurify';
import { marked } from 'marked';

// Loaded on demand by the editor's live preview only: public pages get HTML rendered by the server.
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html);
}
