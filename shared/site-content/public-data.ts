import type { ResponsiveImageData } from '../api-types';
import type { PageContent, PageHeadTexts, PageKey } from './pages';
import type { SiteSettings } from './settings';
import type { SiteVideo } from './videos';

// What the public site reads of the stored texts (CONTRACT section 13). The server embeds it in a
// page's first HTML (SITE_DATA_ELEMENT_ID) and answers it for later navigation, from one path.

/** The id of the `<script type="application/json">` block holding a page's SiteDataBlock. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/** A candidate as every team card, the header's menu and the biographies show them. */
export interface TeamMember {
  key: 'president' | 'evp' | 'treasurer';
  page: PageKey;
  path: string;
  name: string;
  firstName: string;
  office: string;
  shortOffice: string;
  initials: string;
  summary: string;
  photo: { url: string; alt: string };
  /** The photo's variants when it is an uploaded image (CONTRACT section 7). */
  photoMedia?: ResponsiveImageData;
}

/** What every page shows: the settings (header, footer, announcement) and the team. */
export interface SiteData {
  settings: SiteSettings;
  team: TeamMember[];
}

/** One page's stored texts for the public site: markdown fields come as sanitized HTML. */
export interface PublicPage<K extends PageKey = PageKey> {
  key: K;
  head: PageHeadTexts;
  content: PageContent<K>;
}

/** The JSON block of a page's first HTML. */
export interface SiteDataBlock {
  site: SiteData;
  page?: PublicPage;
  videos?: SiteVideo[];
}

/** GET /api/site, GET /api/pages/:key (public): the same values, for navigation after the first page. */
export const siteDataUrl = '/api/site';
export const publicPageUrl = (key: PageKey) => `/api/pages/${key}`;
export const publicVideosUrl = '/api/videos';

/** The fixed public URLs of the two documents staff replace (server/site/documents.ts). */
export const DOCUMENT_URLS = {
  letter: '/letter-to-delegates.pdf',
  materials: '/campaign-materials.pdf',
} as const;
