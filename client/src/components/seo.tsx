import { Helmet } from 'react-helmet-async';
import {
  DEFAULT_SOCIAL_IMAGE,
  DEFAULT_SOCIAL_IMAGE_ALT,
  SITE_NAME,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  fullTitle,
  type PageMeta,
} from '@shared/site-identity';
import { socialImageUrl } from '@shared/media-urls';

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, window.location.origin).toString();

/** Sets a page's title, description, keywords, canonical, Open Graph and Twitter-card tags. */
export function Seo({
  title,
  description,
  keywords,
  path,
  image,
  imageAlt,
  type = 'website',
}: PageMeta & { type?: string }) {
  const url = absolute(path);
  // An uploaded image is shared as its 1200 x 630 crop, as the server's head tags say.
  const imageUrl = absolute(socialImageUrl(image ?? DEFAULT_SOCIAL_IMAGE));
  const alt = imageAlt ?? DEFAULT_SOCIAL_IMAGE_ALT;
  const heading = fullTitle(title);
  return (
    <Helmet>
      <title>{heading}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
    </Helmet>
  );
}
