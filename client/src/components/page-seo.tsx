import { Seo } from '@/components/seo';
import { pages, type PageMeta } from '@shared/content/pages';
import type { PublicPage } from '@shared/site-content/public-data';

// Route metadata that is not text staff edit (path, keywords, share image) stays with the routes.
const META: Record<PublicPage['key'], PageMeta> = {
  home: pages.home,
  about: pages.about,
  aboutPresident: pages.aboutPresident,
  aboutEvp: pages.aboutEvp,
  aboutTreasurer: pages.aboutTreasurer,
  vision: pages.vision,
  letter: pages.letter,
  compliance: pages.compliance,
  donate: pages.donate,
  getInvolved: pages.getInvolved,
  contact: pages.contact,
  endorsements: pages.endorsements,
  videos: pages.videos,
  privacy: pages.privacy,
  accessibility: pages.accessibility,
};

/** An editable page's head tags: its stored title and description, as the server's crawler HTML has them. */
export function PageSeo({ page }: { page: Pick<PublicPage, 'key' | 'head'> }) {
  return <Seo {...META[page.key]} title={page.head.title} description={page.head.description} />;
}
