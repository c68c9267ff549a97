import type { AlertKind } from '../../shared/admin-mail';
import type { Config } from '../config/env';
import { renderEmail, type EmailBlock } from './';
import type { MailSettings } from './layout';
import { NAMES_SHOWN, type KindSummary } from './alert-submissions';

// The staff alert and the daily digest: counts in the subject, names and links to the admin screens
// in the body. Names are supporters' text: renderEmail escapes them in the HTML part, and they never
// reach a header.

const NOUNS: Record<AlertKind, [string, string]> = {
  volunteers: ['new volunteer', 'new volunteers'],
  endorsements: ['endorsement awaiting approval', 'endorsements awaiting approval'],
  testimonials: ['story awaiting review', 'stories awaiting review'],
  contacts: ['contact message', 'contact messages'],
};

const SCREENS: Record<AlertKind, string> = {
  volunteers: '/admin/volunteers',
  endorsements: '/admin/endorsements',
  testimonials: '/admin/testimonials',
  contacts: '/admin/contacts',
};

const counted = ({ kind, count }: KindSummary) => `${count} ${NOUNS[kind][count === 1 ? 0 : 1]}`;

function kindBlocks(summary: KindSummary, siteUrl: string): EmailBlock[] {
  const more = summary.count - Math.min(summary.count, NAMES_SHOWN);
  const names = more > 0 ? [...summary.names, `and ${more} more`] : summary.names;
  const heading = counted(summary);
  return [
    { paragraph: heading.charAt(0).toUpperCase() + heading.slice(1) },
    { list: names },
    { link: { label: 'Open in the admin area', url: `${siteUrl}${SCREENS[summary.kind]}` } },
  ];
}

export interface AlertMessage {
  subject: string;
  text: string;
  html: string;
}

/** An instant alert: what came in during the last minute or so. */
export function instantAlert(summaries: KindSummary[], config: Config, settings: MailSettings): AlertMessage {
  const subject = `New on the campaign website: ${summaries.map(counted).join(', ')}`;
  const { text, html } = renderEmail({
    heading: 'New on the campaign website',
    blocks: summaries.flatMap((s) => kindBlocks(s, config.siteUrl)),
    reason: 'You asked for instant alerts in the admin Settings; change them there.',
    siteUrl: config.siteUrl,
    settings,
  });
  return { subject, text, html };
}

/** The daily digest for the 24 hours up to 08:00 on `day` (campaign time). */
export function dailyDigest(
  summaries: KindSummary[],
  day: string,
  config: Config,
  settings: MailSettings,
): AlertMessage {
  const subject = `Daily digest for ${day}: ${summaries.map(counted).join(', ')}`;
  const { text, html } = renderEmail({
    heading: `Daily digest for ${day}`,
    preheader: summaries.map(counted).join(', '),
    blocks: [
      { paragraph: `What came in during the 24 hours before 08:00 (${config.campaignTimeZone}).` },
      ...summaries.flatMap((s) => kindBlocks(s, config.siteUrl)),
    ],
    reason: 'You asked for a daily digest in the admin Settings; change it there.',
    siteUrl: config.siteUrl,
    settings,
  });
  return { subject, text, html };
}
