// Posts (CONTRACT sections 4, 5 and 8): what other capabilities read of them.
export type { PostHead, PublicPostSummary } from './published';
export { AUTOSAVE_COLLAPSE_MINUTES, MAX_REVISIONS_PER_POST } from './revisions';
export { FEED_SIZE, renderRss } from './rss';
export { liveSlugs, nextPublicationTime } from './published';
export { postReads, type PostReads } from './public-reads';
