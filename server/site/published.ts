import { eq } from 'drizzle-orm';
import { mediaIdFromUrl } from '../../shared/media-urls';
import { sitePages } from '../../shared/schema';
import {
  PAGE_PATHS,
  TEAM_PAGES,
  pageContentSchemas,
  type PageContent,
  type PageHeadTexts,
  type PageKey,
} from '../../shared/site-content/pages';
import type { PublicPage, SiteData, TeamMember } from '../../shared/site-content/public-data';
import { withMarkdownRendered } from '../../shared/site-content/rendered-content';
import { seedPageHead, withSeedContent } from '../../shared/site-content/seed-pages';
import type { Db } from '../db/client';
import { renderMarkdown } from '../web/markdown';
import { responsiveImages } from '../media';
import { getSettings } from './settings';

// The public side of the stored texts: each page's content with its markdown rendered and sanitized
// on the server (as post bodies are), and the team the header, cards and biographies share.

async function storedPage(db: Db, key: PageKey) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key)).limit(1);
  return {
    head: (row?.head as PageHeadTexts | undefined) ?? seedPageHead(key),
    content: withSeedContent(key, row?.content) as PageContent,
  };
}

/** A page's public form: its markdown fields rendered and sanitized. */
export const toPublicPage = (key: PageKey, head: PageHeadTexts, content: unknown): PublicPage => ({
  key,
  head,
  content: withMarkdownRendered(pageContentSchemas[key], content, renderMarkdown) as PageContent,
});

export async function publicPage(db: Db, key: PageKey): Promise<PublicPage> {
  const { head, content } = await storedPage(db, key);
  return toPublicPage(key, head, content);
}

/** A page's head texts alone, for crawler head tags. */
export async function pageHeadTexts(db: Db, key: PageKey): Promise<PageHeadTexts> {
  return (await storedPage(db, key)).head;
}

/** The team as the three biography pages present them. */
export const teamOf = (
  person: (page: (typeof TEAM_PAGES)[number]['page']) => PageContent<'aboutPresident'>['person'],
) => TEAM_PAGES.map(({ key, page }): TeamMember => ({ key, page, path: PAGE_PATHS[page], ...person(page) }));

async function team(db: Db): Promise<TeamMember[]> {
  const people = await Promise.all(TEAM_PAGES.map(async ({ page }) => (await storedPage(db, page)).content));
  const members = teamOf(
    (page) => (people[TEAM_PAGES.findIndex((t) => t.page === page)] as PageContent<'aboutPresident'>).person,
  );
  const ids = members.map((m) => mediaIdFromUrl(m.photo.url)).filter((id): id is string => Boolean(id));
  const images = await responsiveImages(db, ids);
  return members.map((member) => {
    const image = images.get(mediaIdFromUrl(member.photo.url) ?? '');
    return image ? { ...member, photoMedia: { ...image, alt: member.photo.alt || image.alt } } : member;
  });
}

export async function siteData(db: Db): Promise<SiteData> {
  const [settings, members] = await Promise.all([getSettings(db), team(db)]);
  return { settings, team: members };
}
