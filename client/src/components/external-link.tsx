import type { AnchorHTMLAttributes } from 'react';

/** A link that opens another site in a new tab, without giving that site a handle on this window. */
export function ExternalLink({ rel, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel={rel ?? 'noopener noreferrer'} {...props} />;
}
