import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/env';
import { renderEmail } from '../../server/mail/layout';
import { seedSettings } from '../../shared/site-content/seed-site';
import { DEFAULT_MAIL_FROM, parseMailbox } from '../../shared/mailbox';

describe('e-mail settings (CONTRACT section 11)', () => {
  it('defaults: no mail server, the campaign as sender, 10 a second, New York time', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(parseMailbox(config.mailFrom)).toEqual({
      name: 'Jordan Ellis for President',
      address: 'info@ellisforpresident.org',
    });
    expect(config.mailRatePerSecond).toBe(10);
    expect(config.campaignTimeZone).toBe('America/New_York');
  });

  it('reads each variable', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Campaign <news@example.org>',
      MAIL_RATE_PER_SECOND: '0',
      CAMPAIGN_TIME_ZONE: 'Europe/Berlin',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      mailFrom: 'Campaign <news@example.org>',
      mailRatePerSecond: 0,
      campaignTimeZone: 'Europe/Berlin',
    });
  });

  it('refuses a wrong value with a sentence naming the variable, never echoing the SMTP password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@example.org' })).toThrow(
      /^Environment variable SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL\.$/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'A <a@example.org>\r\nBcc: b@example.org' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_RATE_PER_SECOND: '-1' })).toThrow(/MAIL_RATE_PER_SECOND/);
    expect(() => loadConfig({ CAMPAIGN_TIME_ZONE: 'Mars/Olympus' })).toThrow(/CAMPAIGN_TIME_ZONE/);
  });
});

describe('the layout of every message', () => {
  const email = renderEmail({
    heading: 'Thanks <b>for</b> writing',
    blocks: [
      { paragraph: 'Line one\nline two' },
      { quote: '<script>alert(1)</script>', caption: 'You wrote:' },
      { button: { label: 'Confirm', url: 'https://example.org/confirm/abc?x=1&y=2' } },
    ],
    siteUrl: 'https://example.org',
    settings: seedSettings,
  });

  it('has a plain-text part with every block, links written out, and the Paid for by line', () => {
    expect(email.text).toContain('Thanks <b>for</b> writing');
    expect(email.text).toContain('> <script>alert(1)</script>');
    expect(email.text).toContain('Confirm:\nhttps://example.org/confirm/abc?x=1&y=2');
    expect(email.text).toContain('Paid for by Ellis for President');
  });

  it('escapes every value in the HTML part and inlines its styles', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Thanks &lt;b&gt;for&lt;/b&gt; writing');
    expect(email.html).toContain('href="https://example.org/confirm/abc?x=1&amp;y=2"');
    expect(email.html).toMatch(/<a class="button"[^>]* style="[^"]*background: ?#1d4ed8/);
    expect(email.html).toContain('Paid for by Ellis for President');
    expect(email.html).not.toMatch(/<img|@import|font-face/i);
  });
});

describe("the layout's header and footer (issue 35)", () => {
  const base = { heading: 'News', blocks: [{ paragraph: 'Body' }], siteUrl: 'https://example.org' };
  const postalAddress = 'PO Box 1234, Springfield, IL 62701';

  it("wears the site's navy and gold with its shield mark, and names the website instead of its address", () => {
    const { html } = renderEmail({ ...base, settings: seedSettings });
    expect(html).toMatch(/class="brand"[^>]* style="[^"]*background: ?#0b2545/);
    expect(html).toMatch(/class="mark"[^>]* style="[^"]*background: ?#fcc419/);
    expect(html).toContain('>Visit the campaign website</a>');
    expect(html).not.toContain('>https://example.org</a>');
  });

  it('puts the postal address in the footer of bulk mail (with an unsubscribe link) only', () => {
    const settings = { ...seedSettings, postalAddress };
    const bulk = renderEmail({ ...base, settings, unsubscribeUrl: 'https://example.org/unsubscribe/t' });
    expect(bulk.text).toContain(postalAddress);
    expect(bulk.html).toContain(postalAddress);
    const single = renderEmail({ ...base, settings });
    expect(single.text).not.toContain(postalAddress);
  });

  it('leaves the "Paid for by" line and the postal address out of a staff message', () => {
    const settings = { ...seedSettings, postalAddress };
    const staff = renderEmail({ ...base, settings, staff: true });
    for (const part of [staff.text, staff.html]) {
      expect(part).not.toContain('Paid for by');
      expect(part).not.toContain(postalAddress);
    }
  });
});
