import { createContext, use, useContext } from 'react';
import type { PageKey } from '@shared/site-content/pages';
import {
  SITE_DATA_ELEMENT_ID,
  publicPageUrl,
  publicVideosUrl,
  siteDataUrl,
  type PublicPage,
  type SiteData,
  type SiteDataBlock,
} from '@shared/site-content/public-data';
import type { SiteVideo } from '@shared/site-content/videos';

// The site's stored texts (CONTRACT section 13). The first page's arrive in its HTML as a JSON
// block (server/site/data-block.ts), read once here as the app starts: that page paints with
// no request of its own. A page opened afterwards fetches its texts once and suspends meanwhile.
// No query library: the home page and other fixed pages load without it (client/src/App.tsx).

type Entry = { value: unknown } | { promise: Promise<unknown> };
const entries = new Map<string, Entry>();

function readBlock(): SiteDataBlock | undefined {
  const element = document.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SiteDataBlock;
  } catch {
    return undefined;
  }
}

const block = readBlock();
if (block) {
  entries.set(siteDataUrl, { value: block.site });
  if (block.page) entries.set(publicPageUrl(block.page.key), { value: block.page });
  if (block.videos) entries.set(publicVideosUrl, { value: block.videos });
}

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * The page editor's preview (client/src/features/admin/site-pages/page-live-preview.tsx): inside
 * it, the page of this key reads the form's unsaved texts instead of the stored ones, so the
 * preview is the public page's own component, not a copy of its markup.
 */
export const PagePreviewContext = createContext<PublicPage | null>(null);

/** True inside the editor's preview, where a page sets no head tags of its own. */
export const useInPreview = (): boolean => useContext(PagePreviewContext) !== null;

function useStored<T>(url: string, override?: T): T {
  // `use` may be called conditionally, so a preview's texts can stand in for the stored ones.
  if (override !== undefined) return override;
  let entry = entries.get(url);
  if (!entry) {
    const promise = fetchJson(url).then(
      (value) => {
        entries.set(url, { value });
        return value;
      },
      (error: unknown) => {
        // A failed read is tried again the next time a page asks for it.
        entries.delete(url);
        throw error;
      },
    );
    entry = { promise };
    entries.set(url, entry);
  }
  return ('value' in entry ? entry.value : use(entry.promise)) as T;
}

/** The settings and team every page shows. */
export const useSite = (): SiteData => useStored<SiteData>(siteDataUrl);

/** One editable page's stored texts, markdown fields as sanitized HTML. */
export function usePage<K extends PageKey>(key: K): PublicPage<K> {
  const preview = useContext(PagePreviewContext);
  return useStored<PublicPage<K>>(
    publicPageUrl(key),
    preview?.key === key ? (preview as PublicPage<K>) : undefined,
  );
}

/** The videos in display order, the featured one marked. */
export const useVideos = (): SiteVideo[] => useStored<SiteVideo[]>(publicVideosUrl);
