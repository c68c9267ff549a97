import DOMPurify from 'isomorphic-dompurify';
import { Marked } from 'marked';
import { VIDEO_PLAYER_ALLOW } from '../../shared/video-player';

// Hosts whose iframes may appear in a post: video players the campaign embeds.
const TRUSTED_FRAME_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]);

const marked = new Marked({ gfm: true, breaks: false, async: false });

function isTrustedFrame(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && TRUSTED_FRAME_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'iframe' && !isTrustedFrame((node as Element).getAttribute('src'))) {
    node.parentNode?.removeChild(node);
  }
});

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links that open elsewhere must not hand the opener to the target page.
  if (node.tagName === 'A' && node.getAttribute('target')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IFRAME') {
    // An author's `allow` could grant the player the camera or microphone: ours replaces it.
    node.setAttribute('allow', VIDEO_PLAYER_ALLOW);
    node.setAttribute('loading', 'lazy');
    node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  }
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
});

/** Sanitizes HTML for a visitor's browser: no script, handler, `javascript:` URL or untrusted iframe. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
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
