// Every value written into the first HTML (the server's head tags and the build's app shell), the
// sitemap or the feed passes through here: post titles and excerpts come from admins and must
// never become markup.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element body or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

// XML 1.0 forbids most control characters even as entities; a stray one would make the whole
// sitemap or feed unreadable, so they are dropped.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for an XML element body or attribute. */
export function escapeXml(value: string): string {
  return escapeHtml(value.replace(XML_INVALID, ''));
}
