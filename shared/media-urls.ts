// Media URLs as the upload answers them (CONTRACT section 7): `/media/<uuid>/<file>`, site-relative.
// Their names follow one rule, so a page can name an image's share crop without asking the server.

const MEDIA_URL = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[\w.-]+$/i;

/** The image id of a media URL, or undefined for any other URL (an external image, say). */
export function mediaIdFromUrl(url: string | null | undefined): string | undefined {
  return url ? MEDIA_URL.exec(url.split(/[?#]/)[0])?.[1]?.toLowerCase() : undefined;
}

/** The 1200 x 630 crop for share previews of a media image; other URLs are returned as they are. */
export function socialImageUrl(url: string): string {
  const id = mediaIdFromUrl(url);
  return id ? `/media/${id}/social.jpg` : url;
}
