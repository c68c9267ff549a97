import { Marked } from 'marked';
import { purifier } from './purifier';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Sanitizes HTML for a visitor's browser: no script, handler, `javascript:` URL or untrusted iframe. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Renders a post's markdown to the HTML the public site shows, sanitized on the server. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string);
}
