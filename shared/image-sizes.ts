// The `sizes` of each post picture: how wide the layout draws it, so the browser picks the file that
// fits (Tailwind breakpoints: md 768 px, lg 1024 px; the page container is at most 1280 px wide with
// 2 rem of padding each side from lg up, 1.5 rem at sm, 1 rem below). Shared: the server writes the
// post image's preload and the content pictures with the same values.

/** The post page's image: the 48 rem article column, the screen less its padding on phones. */
export const POST_IMAGE_SIZES = '(min-width: 768px) 720px, calc(100vw - 2rem)';

/** The Featured card: two of the three columns from lg up, the full width below. */
export const FEATURED_CARD_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 64vw, calc(100vw - 2rem)';

/** A side card on /updates or a Latest News card on Home: one of three columns, or the full width. */
export const CARD_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 768px) 31vw, calc(100vw - 2rem)';
