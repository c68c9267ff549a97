// The markdown renderer against every payload of the XSS corpus (the post pipeline and the pages
// around it are tests/integration/platform/trust-xss.test.ts): no database, so once per run, not once a pass.
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/web/markdown';
import { unsafeInFragment } from '../fixtures/unsafe-markup';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';

describe(`renderMarkdown against ${XSS_PAYLOADS.length} known XSS payloads`, () => {
  it('holds at least 100 payloads across every family', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    console.log(`[xss] ${XSS_PAYLOADS.length} payloads`);
  });

  it('has a checker with teeth: without the sanitizer, at least 100 payloads are caught', () => {
    const raw = new Marked({ gfm: true });
    const caught = XSS_PAYLOADS.filter(
      ({ markdown }) => unsafeInFragment(raw.parse(markdown) as string).length > 0,
    );
    expect(caught.length).toBeGreaterThanOrEqual(100);
    // A second a parse of the whole corpus on a quiet machine; far longer beside other work.
  }, 60_000);

  it.each(XSS_PAYLOADS)('renderMarkdown disarms $group: $markdown', ({ markdown }) => {
    expect(unsafeInFragment(renderMarkdown(markdown))).toEqual([]);
  });

  it('keeps trusted video embeds, so sanitizing does not break what editors need', () => {
    const html = renderMarkdown(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>',
    );
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
  });
});
