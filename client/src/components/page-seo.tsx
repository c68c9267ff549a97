import { Seo } from '@/components/seo';
import { useInPreview } from '@/lib/site-data';
import { PAGE_PATHS, type PublicPageKey } from '@shared/site-content/page-paths';
import type { PublicPage } from '@shared/site-content/public-data';
import {
  DEFAULT_SOCIAL_IMAGE,
  DEFAULT_SOCIAL_IMAGE_ALT,
  PAGE_KEYWORDS,
  routeKeywords,
} from '@shared/site-identity';

/**
 * An editable page's head tags: its stored title and description, as the server's crawler HTML has
 * them, with the route's own path, keywords and share image.
 */
export function PageSeo({ page }: { page: Pick<PublicPage<PublicPageKey>, 'key' | 'head'> }) {
  // The editor's preview leaves the admin screen's own title alone.
  if (useInPreview()) return null;
  return (
    <Seo
      title={page.head.title}
      description={page.head.description}
      path={PAGE_PATHS[page.key]}
      keywords={routeKeywords(PAGE_KEYWORDS[page.key])}
      image={DEFAULT_SOCIAL_IMAGE}
      imageAlt={DEFAULT_SOCIAL_IMAGE_ALT}
    />
  );
}
