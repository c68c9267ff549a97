import { lazy, type ComponentType } from 'react';
import type { PublicPageKey } from '@shared/site-content/page-paths';

// Each editable page's public component, for the page editor's preview (CONTRACT section 13): the
// preview renders the page itself with the form's unsaved texts. Loaded only when previewed.
export const publicPageComponents: Record<PublicPageKey, ComponentType> = {
  home: lazy(() => import('./home')),
  about: lazy(() => import('./about')),
  aboutPresident: lazy(() => import('./about-president')),
  aboutEvp: lazy(() => import('./about-evp')),
  aboutTreasurer: lazy(() => import('./about-treasurer')),
  vision: lazy(() => import('./vision')),
  letter: lazy(() => import('./letter-to-delegates')),
  compliance: lazy(() => import('./compliance')),
  donate: lazy(() => import('./donate')),
  getInvolved: lazy(() => import('./get-involved')),
  contact: lazy(() => import('./contact')),
  endorsements: lazy(() => import('./endorsements')),
  videos: lazy(() => import('./videos')),
  privacy: lazy(() => import('./privacy')),
  accessibility: lazy(() => import('./accessibility')),
};
