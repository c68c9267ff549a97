import { pageKeyOfPath } from '../../shared/site-content/pages';
import { SITE_DATA_ELEMENT_ID, type SiteDataBlock } from '../../shared/site-content/public-data';
import type { SiteReads } from './public-reads';

// Pages that show the videos: Home embeds the featured one, /videos lists them all.
const SHOWS_VIDEOS = new Set(['/', '/videos']);

/** What a public page's first HTML carries of the stored texts (CONTRACT section 13). */
export async function siteDataFor(reads: SiteReads, path: string, status: number): Promise<SiteDataBlock> {
  const key = status === 200 ? pageKeyOfPath(path) : undefined;
  const [site, page, videos] = await Promise.all([
    reads.siteData(),
    key ? reads.page(key) : undefined,
    status === 200 && SHOWS_VIDEOS.has(path) ? reads.videos() : undefined,
  ]);
  return { site, ...(page && { page }), ...(videos && { videos }) };
}

/**
 * JSON inside a script element: `<` is written as its escape, so no text (a `</script>` in a staff
 * member's words) can end the element early. The JSON reads back the same.
 */
export function siteDataScript(block: SiteDataBlock): string {
  const json = JSON.stringify(block).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The block goes at the end of the head, read by the client as it starts (client/src/lib/site-data.ts). */
export function injectSiteData(html: string, block: SiteDataBlock): string {
  return html.replace(/<\/head>/i, () => `  ${siteDataScript(block)}\n  </head>`);
}
