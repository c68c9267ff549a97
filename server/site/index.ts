// The site's texts and pages (CONTRACT section 13): what other capabilities use of them.
export { injectSiteData } from './data-block';
export type { TemplateSource } from './html-pages';
export { pageAnswers } from './page-answers';
export { privateAnswer, privateLinkPage } from './private-link-page';
export { getSettings } from './settings';
export { siteReads, type SiteReads } from './public-reads';
export { seedSiteContent } from './seed';
