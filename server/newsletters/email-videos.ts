// A mail program plays no embedded video: the message shows a picture of it that links to it.

export interface VideoLink {
  /** The video's own page. */
  url: string;
  /** A still of it, where the host gives one at a known address (YouTube does; Vimeo needs its API). */
  thumbnail?: string;
}

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^\/embed\/([\w-]{6,20})$/;
const VIMEO_ID = /^\/video\/(\d{1,15})$/;

/** The link and still of a trusted player's `src`; undefined for any other frame. */
export function videoLink(src: string | null): VideoLink | undefined {
  if (!src) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const youtube = YOUTUBE_HOSTS.has(url.hostname) ? YOUTUBE_ID.exec(url.pathname)?.[1] : undefined;
  if (youtube)
    return {
      url: `https://www.youtube.com/watch?v=${youtube}`,
      thumbnail: `https://i.ytimg.com/vi/${youtube}/hqdefault.jpg`,
    };
  const vimeo = url.hostname === 'player.vimeo.com' ? VIMEO_ID.exec(url.pathname)?.[1] : undefined;
  if (vimeo) return { url: `https://vimeo.com/${vimeo}` };
  return undefined;
}
