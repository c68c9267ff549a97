import { createRequire } from 'node:module';
import type { DOMPurify } from 'isomorphic-dompurify';
import { VIDEO_PLAYER_ALLOW } from '../../shared/video-player';

// The one DOMPurify the server sanitizes with (posts for the site, then again for e-mail), with
// the site's hooks. Loaded at its first use rather than at start: it brings jsdom and builds a
// window, about a second of CPU that a process which never renders markdown (a worker, a script,
// most starts) need not spend.

// Hosts whose iframes may appear in a post: video players the campaign embeds.
const TRUSTED_FRAME_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]);

function isTrustedFrame(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && TRUSTED_FRAME_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

function withSiteHooks(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !isTrustedFrame((node as Element).getAttribute('src'))) {
      node.parentNode?.removeChild(node);
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
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
  return purify;
}

const require = createRequire(import.meta.url);
let loaded: DOMPurify | undefined;

/** DOMPurify with the site's hooks, loaded on the first call. */
export function purifier(): DOMPurify {
  loaded ??= withSiteHooks((require('isomorphic-dompurify') as { default: DOMPurify }).default);
  return loaded;
}
