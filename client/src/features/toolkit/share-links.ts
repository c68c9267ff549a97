import { candidate, council } from '@shared/site-identity';

export interface ShareLink {
  network: string;
  href: string;
}

/** Real share links for the three networks, carrying the site's address and a short message. */
export function shareLinks(siteUrl: string, slogan: string): ShareLink[] {
  const url = encodeURIComponent(siteUrl);
  const text = encodeURIComponent(`I support ${candidate.fullName} for ${council.name} President. ${slogan}`);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'X', href: `https://x.com/intent/tweet?url=${url}&text=${text}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}
