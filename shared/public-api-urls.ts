// The public API's read URLs, built one way for the browser's fetchers (client/src/features/posts/api.ts)
// and for the preload hints the server writes into a page's first HTML (server/site/page-head.ts): a
// hint for any other spelling of the same URL would be fetched a second time.

/** Builds a URL with only the query parameters that have a value, in the order given. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface PostListParams {
  q?: string;
  category?: string;
  tag?: string;
  limit: number;
  offset?: number;
}

/** A page of the post list; the parameters always in one order, whatever object holds them. */
export const postListUrl = ({ q, category, tag, limit, offset }: PostListParams) =>
  withQuery('/api/posts', { q, category, tag, limit, offset });

export const postUrl = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

export const countsUrl = (kind: 'categories' | 'tags') => `/api/${kind}`;

/** The endorsements and member stories an admin approved, both shown on /endorsements. */
export const approvedEndorsementsUrl = '/api/endorsements/approved';
export const approvedTestimonialsUrl = '/api/testimonials/approved';

export const eventsUrl = (when: 'upcoming' | 'past', limit?: number) =>
  `/api/events?when=${when}${limit ? `&limit=${limit}` : ''}`;
export const eventUrl = (slug: string) => `/api/events/${encodeURIComponent(slug)}`;
