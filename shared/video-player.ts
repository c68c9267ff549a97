/**
 * What an embedded video player may ask the browser for, and nothing more: no camera, microphone,
 * geolocation or payment. The site's own players use it, and the server sets it on every iframe a
 * post embeds, whatever the author wrote (issue 14).
 */
export const VIDEO_PLAYER_ALLOW =
  'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';
