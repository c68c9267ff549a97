import juice from 'juice';
import { candidate } from '../../shared/content/identity';
import { escapeHtml } from '../../shared/escape';
import type { SiteSettings } from '../../shared/site-content/settings';

// The one layout of every message the site sends: a plain-text part and an HTML part built from the
// same blocks, so the two always say the same. The HTML is a single 600-pixel table column with
// inline styles (juice), system fonts and no images, which Gmail, Outlook, Apple Mail and phones
// all render alike. Every value is plain text here and is escaped: supporters' words never become
// markup.

export type EmailBlock =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { quote: string; caption?: string }
  | { list: string[] }
  | { link: { label: string; url: string } };

/**
 * The footer's stored settings (CONTRACT section 13), read when the message is built: staff change
 * them in /admin/site, and the next message shows the change.
 */
export type MailSettings = Pick<SiteSettings, 'contactEmail' | 'paidForBy'> &
  Partial<Pick<SiteSettings, 'postalAddress'>>;

export interface EmailContent {
  heading: string;
  /** The line mail clients show beside the subject; defaults to none. */
  preheader?: string;
  blocks: EmailBlock[];
  /** Why this person got the message, above the campaign footer. */
  reason?: string;
  /** Newsletters and other list mail: the unsubscribe link in the footer. */
  unsubscribeUrl?: string;
  /** SITE_URL, linked in the footer. */
  siteUrl: string;
  settings: MailSettings;
  /** A message to staff (a password reset, an alert): no "Paid for by" line, no postal address. */
  staff?: boolean;
}

export interface RenderedEmail {
  text: string;
  html: string;
}

const campaignName = `${candidate.fullName} for ${candidate.office}`;

const STYLE = `
body { margin: 0; padding: 0; background: #f3f4f6; }
.outer { width: 100%; background: #f3f4f6; }
.card { width: 100%; max-width: 600px; background: #ffffff; border-collapse: collapse; }
.brand { background: #0b2545; color: #ffffff; padding: 16px 24px; border-bottom: 4px solid #fcc419; font-family: Arial, Helvetica, sans-serif; font-size: 16px; font-weight: bold; }
.mark { width: 32px; height: 32px; background: #fcc419; color: #0b2545; border-radius: 6px 6px 16px 16px; text-align: center; font-size: 18px; line-height: 32px; font-weight: bold; }
.name { padding-left: 12px; color: #ffd95a; }
.body { padding: 24px; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 24px; color: #111827; }
h1 { margin: 0 0 16px 0; font-size: 22px; line-height: 28px; color: #111827; }
p { margin: 0 0 16px 0; }
ul { margin: 0 0 16px 0; padding-left: 20px; }
a { color: #1d4ed8; text-decoration: underline; }
.button { display: inline-block; background: #1d4ed8; color: #ffffff; text-decoration: none; font-weight: bold; padding: 12px 20px; border-radius: 6px; }
.quote { margin: 0 0 16px 0; padding: 8px 12px; border-left: 4px solid #d1d5db; color: #374151; white-space: pre-wrap; }
.caption { margin: 0 0 4px 0; font-size: 14px; color: #4b5563; }
.footer { padding: 16px 24px; font-family: Arial, Helvetica, sans-serif; font-size: 13px; line-height: 20px; color: #4b5563; }
.preheader { display: none; max-height: 0; overflow: hidden; }
`;

const paragraphHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockHtml(block: EmailBlock): string {
  if ('paragraph' in block) return `<p>${paragraphHtml(block.paragraph)}</p>`;
  if ('button' in block) {
    const href = escapeHtml(block.button.url);
    // A table cell keeps the button's padding in Outlook, which ignores padding on links.
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0"><tr><td><a class="button" href="${href}">${escapeHtml(block.button.label)}</a></td></tr></table>`;
  }
  if ('quote' in block) {
    const caption = block.caption ? `<p class="caption">${escapeHtml(block.caption)}</p>` : '';
    return `${caption}<div class="quote">${escapeHtml(block.quote)}</div>`;
  }
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`;
}

function blockText(block: EmailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('button' in block) return `${block.button.label}:\n${block.button.url}`;
  if ('quote' in block) {
    const quoted = block.quote.split(/\r?\n/).map((line) => `> ${line}`);
    return [...(block.caption ? [block.caption] : []), ...quoted].join('\n');
  }
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  return `${block.link.label}: ${block.link.url}`;
}

function footerLines(content: EmailContent) {
  const bulk = !!content.unsubscribeUrl && !content.staff;
  return {
    reason: content.reason,
    unsubscribe: content.unsubscribeUrl,
    campaign: `${campaignName} · ${content.settings.contactEmail}`,
    // Bulk senders' rules and CAN-SPAM ask list mail for a postal address.
    postal: bulk ? content.settings.postalAddress?.trim() || undefined : undefined,
    // A staff message is no campaign communication: no disclaimer (issue 35).
    paidForBy: content.staff ? undefined : content.settings.paidForBy,
  };
}

// The site's shield in the header: a gold shape with the initial, drawn by the table cell itself
// (no image to be blocked, no SVG that mail clients drop), on the site's navy.
const brandHtml = `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td class="mark">${escapeHtml(
  candidate.fullName.charAt(0),
)}</td><td class="name">${escapeHtml(campaignName)}</td></tr></table>`;

/** The plain-text and HTML parts of a message, from its heading and blocks. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const footer = footerLines(content);
  const text = [
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [blockText(block), '']),
    '--',
    ...(footer.reason ? [footer.reason] : []),
    ...(footer.unsubscribe ? [`Unsubscribe: ${footer.unsubscribe}`] : []),
    footer.campaign,
    content.siteUrl,
    ...(footer.postal ? [footer.postal] : []),
    ...(footer.paidForBy ? [footer.paidForBy] : []),
    '',
  ].join('\n');

  const site = escapeHtml(content.siteUrl);
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(content.heading)}</title><style>${STYLE}</style></head>
<body>${content.preheader ? `<div class="preheader">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" class="outer" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" class="card" cellpadding="0" cellspacing="0" border="0">
<tr><td class="brand">${brandHtml}</td></tr>
<tr><td class="body"><h1>${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td class="footer">${footer.reason ? `<p>${escapeHtml(footer.reason)}</p>` : ''}${
    footer.unsubscribe ? `<p><a href="${escapeHtml(footer.unsubscribe)}">Unsubscribe</a></p>` : ''
  }<p>${escapeHtml(footer.campaign)}<br><a href="${site}">Visit the campaign website</a></p>${
    footer.postal ? `<p>${escapeHtml(footer.postal)}</p>` : ''
  }${footer.paidForBy ? `<p>${escapeHtml(footer.paidForBy)}</p>` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html: juice(html) };
}
