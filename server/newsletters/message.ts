import crypto from 'node:crypto';
import juice from 'juice';
import { mediaIdFromUrl } from '../../shared/media-urls';
import type { Post } from '../../shared/schema';
import { escapeHtml } from '../../shared/escape';
import type { Db } from '../db/client';
import { renderEmail } from '../mail';
import { unsubscribeHeaders } from '../mail';
import { responsiveImages } from '../media';
import type { NewsletterSite } from './delivery';
import { getSettings } from '../site';
import { emailBody } from './email-body';
import { emailImage } from './email-images';

// A post as its newsletter (CONTRACT section 12), rendered once when the send starts and kept on
// the send's row. The message of each recipient differs only in the unsubscribe link, which is
// written where the random `marker` stands when the message is sent.

export interface StoredNewsletter {
  subject: string;
  html: string;
  text: string;
  marker: string;
}

export const NEWSLETTER_REASON =
  'You are getting this e-mail because you subscribed to campaign updates on our website and confirmed your address.';

// The post's own words inside the shared layout's column: the same type as the layout's.
const BODY_STYLE = `
.date { margin: 0 0 16px 0; font-size: 14px; color: #4b5563; }
.post img { display: block; max-width: 100%; height: auto; border: 0; margin: 0 0 16px 0; }
.featured { display: block; width: 100%; max-width: 552px; height: auto; border: 0; margin: 0 0 16px 0; }
.post p, .post ul, .post ol, .post blockquote, .post pre, .post table { margin: 0 0 16px 0; }
.post h1, .post h2, .post h3, .post h4 { margin: 24px 0 12px 0; line-height: 1.3; color: #111827; }
.post blockquote { padding: 8px 12px; border-left: 4px solid #d1d5db; color: #374151; }
.post pre { white-space: pre-wrap; font-size: 14px; }
.post a { color: #1d4ed8; text-decoration: underline; }
.read { display: inline-block; background: #1d4ed8; color: #ffffff; text-decoration: none; font-weight: bold; padding: 12px 20px; border-radius: 6px; }
`;

const MEDIA_IN_HTML = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//gi;

const subjectOf = (title: string) =>
  title
    .replace(/[\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function longDate(date: Date | null, timeZone: string): string {
  if (!date) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}

/** Staff's own subject and preview text for a send (issue 35); the post's title and excerpt else. */
export interface NewsletterWording {
  subject?: string | null;
  previewText?: string | null;
}

/** Renders the post's newsletter: both parts, with `marker` where each unsubscribe token goes. */
export async function renderNewsletter(
  db: Db,
  post: Post,
  { siteUrl, timeZone }: NewsletterSite,
  wording: NewsletterWording = {},
): Promise<StoredNewsletter> {
  const ids = [...post.contentHtml.matchAll(MEDIA_IN_HTML)].map((m) => m[1].toLowerCase());
  const featuredId = mediaIdFromUrl(post.featuredImage);
  const images = await responsiveImages(db, featuredId ? [featuredId, ...ids] : ids);
  const body = emailBody(post.contentHtml, images, siteUrl);
  const featured = emailImage(post.featuredImage, post.featuredImageAlt ?? '', images, siteUrl);
  const postUrl = `${siteUrl}/updates/${encodeURIComponent(post.slug)}`;
  const date = longDate(post.publishedAt, timeZone);
  const marker = crypto.randomBytes(16).toString('hex');
  // The shared layout writes the heading, the footer (why, unsubscribe, "Paid for by") and both
  // parts; the post's body stands in for one placeholder paragraph of it.
  const placeholder = `newsletterbody${marker}`;
  const frame = renderEmail({
    heading: subjectOf(post.title),
    preheader: wording.previewText || post.excerpt || undefined,
    blocks: [{ paragraph: placeholder }],
    reason: NEWSLETTER_REASON,
    unsubscribeUrl: `${siteUrl}/unsubscribe/${marker}`,
    siteUrl,
    settings: await getSettings(db),
  });

  const featuredHtml = featured
    ? `<img class="featured" src="${escapeHtml(featured.src)}" alt="${escapeHtml(featured.alt)}"${
        featured.width ? ` width="${featured.width}" height="${featured.height}"` : ' width="552"'
      }>`
    : '';
  const bodyHtml = juice.inlineContent(
    `${date ? `<p class="date">${escapeHtml(date)}</p>` : ''}${featuredHtml}<div class="post">${body.html}</div>` +
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td>` +
      `<a class="read" href="${escapeHtml(postUrl)}">Read on the website</a></td></tr></table>`,
    BODY_STYLE,
  );
  const bodyText = [
    date,
    featured?.alt ? `[${featured.alt}]` : '',
    body.text,
    `Read on the website: ${postUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const html = frame.html.replace(new RegExp(`<p[^>]*>${placeholder}</p>`), () => bodyHtml);
  const text = frame.text.replace(placeholder, () => bodyText);
  if (html === frame.html || text === frame.text)
    throw new Error('The e-mail layout lost the newsletter body');
  return { subject: subjectOf(wording.subject || post.title), html, text, marker };
}

/**
 * One recipient's copy: their unsubscribe link (section 11's, server/mail/subscriber-links.ts)
 * where the marker stands, and the RFC 8058 headers for it.
 */
export function personalize(stored: StoredNewsletter, siteUrl: string, unsubscribeLink: string) {
  const placeholder = `${siteUrl}/unsubscribe/${stored.marker}`;
  return {
    subject: stored.subject,
    html: stored.html.split(placeholder).join(unsubscribeLink),
    text: stored.text.split(placeholder).join(unsubscribeLink),
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}
