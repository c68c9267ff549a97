// The route metadata every page shares now lives with the campaign's identity, which the public
// bundle may carry (shared/site-identity.ts); re-exported for the server and the seed.
export {
  DEFAULT_SOCIAL_IMAGE,
  DEFAULT_SOCIAL_IMAGE_ALT,
  PAGE_KEYWORDS,
  SITE_NAME,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  fullTitle,
  routeKeywords,
  type PageMeta,
} from '../site-identity';
