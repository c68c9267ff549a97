import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { isSitePath } from '@shared/site-link';

/**
 * A link that opens another site in a new tab, without giving that site a handle on this window.
 * A link staff set may also be a page of this site (`/events`, issue 35): that one stays in the
 * tab and moves through the app's router like any other internal link.
 */
export function ExternalLink({ rel, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href && isSitePath(href)) return <Link href={href} {...props} />;
  return <a href={href} target="_blank" rel={rel ?? 'noopener noreferrer'} {...props} />;
}
