import type { JsonAnswer } from './json-answer';

/**
 * A public JSON read whose answers a capability keeps (its public-reads.ts), offered to the front
 * door (server/web/kept-pages.ts) so that a kept answer is sent before Express sees the request.
 * The capability says which answer a request would get; the platform only matches paths.
 */
export interface KeptRead {
  /**
   * The route as Express matches it from the site's root: a fixed path (`/api/posts`), or one with a
   * last parameter (`/api/posts/:slug`).
   */
  route: string;
  /**
   * The answer kept for this request, if one is (never loads): `param` is the last segment for a
   * parameter route ('' otherwise), `query` the raw query string without its `?`. Undefined or null
   * sends the request on to Express, which answers (and keeps) it as usual.
   */
  peek(param: string, query: string): JsonAnswer | null | undefined;
}

/** Finds the kept answer of a GET's target among the reads: exact routes first, then `/:param` ones. */
export interface KeptReadTable {
  find(url: string): JsonAnswer | undefined;
}

const PARAM = '/:';

export function keptReadTable(reads: readonly KeptRead[]): KeptReadTable {
  const exact = new Map<string, KeptRead>();
  const withParam = new Map<string, KeptRead>();
  for (const read of reads) {
    const at = read.route.lastIndexOf(PARAM);
    if (at === -1) exact.set(read.route, read);
    else withParam.set(read.route.slice(0, at), read);
  }
  return {
    find(url) {
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      const query = q === -1 ? '' : url.slice(q + 1);
      const fixed = exact.get(path);
      if (fixed) return fixed.peek('', query) ?? undefined;
      const slash = path.lastIndexOf('/');
      const param = path.slice(slash + 1);
      // Express decodes a parameter; one that needs decoding (or is empty) is left to Express.
      if (slash <= 0 || param === '' || param.includes('%')) return undefined;
      return withParam.get(path.slice(0, slash))?.peek(param, query) ?? undefined;
    },
  };
}
