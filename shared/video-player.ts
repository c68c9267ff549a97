/**
 * What an embedded video player may ask the browser for, and nothing more: no camera, microphone,
 * geolocation or payment. The site's own players use it, and the server sets it on every iframe a
 * post embeds, whatever the author wrote (issue 14).
 */
export const VIDEO_PLAYER_ALLOW =
  'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/** The privacy-enhanced player of a YouTube video, started at once (the visitor pressed Play). */
export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
