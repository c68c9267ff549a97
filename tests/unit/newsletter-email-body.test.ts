import { describe, expect, it } from 'vitest';
import type { ResponsiveImageData } from '../../shared/api-types';
import { renderMarkdown } from '../../server/web/markdown';
import { emailBody } from '../../server/newsletters/email-body';
import { emailImage } from '../../server/newsletters/email-images';

// A post's body as e-mail (CONTRACT section 12): nothing that runs or frames, every URL absolute,
// uploaded images as JPEG or PNG no wider than 1280 px, videos as a picture that links to them.

const SITE = 'https://ellis.example';
const ID = '0a1b2c3d-1111-4222-8333-444455556666';
const widths = [320, 640, 960, 1280, 1920, 2400];
const photo: ResponsiveImageData = {
  width: 2400,
  height: 1600,
  alt: 'Members at the rally',
  variants: widths.flatMap((w) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      url: `/media/${ID}/${w}.${format === 'jpeg' ? 'jpg' : format}`,
      width: w,
      height: (w * 2) / 3,
      format,
    })),
  ),
};
const images = new Map([[ID, photo]]);

describe('the e-mail body of a post', () => {
  it('removes scripts, iframes from untrusted hosts, handlers and javascript: links, keeping the words', () => {
    const html =
      '<p>Hi<script>alert(1)</script></p><iframe src="https://evil.example/x"></iframe>' +
      '<p><a href="javascript:alert(1)">click me</a> <img src="x" onerror="alert(1)"></p>' +
      '<form><input name="a"></form><p style="color:red" onclick="x()">Plain</p>';
    const { html: out, text } = emailBody(html, images, SITE);
    expect(out).not.toMatch(/<script|<iframe|javascript:|onerror|onclick|<form|<input|style=/i);
    expect(out).toContain('click me');
    expect(out).toContain('Plain');
    expect(text).toContain('click me');
    expect(text).not.toContain('javascript:');
  });

  it('makes every link and image absolute, and keeps mailto links', () => {
    const { html, text } = emailBody(
      renderMarkdown(
        '[award](/updates/award) [site](https://union.example/a?b=1&c=2) [us](mailto:a@b.org) ![x](/images/x.png)',
      ),
      images,
      SITE,
    );
    expect(html).toContain('href="https://ellis.example/updates/award"');
    expect(html).toContain('href="https://union.example/a?b=1&amp;c=2"');
    expect(html).toContain('href="mailto:a@b.org"');
    expect(html).toContain('src="https://ellis.example/images/x.png"');
    expect(text).toContain('award (https://ellis.example/updates/award)');
  });

  it('shows an uploaded image as its JPEG variant at most 1280 px wide, never AVIF or WebP', () => {
    const { html } = emailBody(renderMarkdown(`![Rally](/media/${ID}/2400.jpg)`), images, SITE);
    expect(html).toContain(`src="https://ellis.example/media/${ID}/1280.jpg"`);
    expect(html).not.toMatch(/avif|webp|srcset|<picture|<source/);
    expect(html).toMatch(/width="552" height="368"/);
    expect(html).toContain('alt="Rally"');
  });

  it('picks PNG for an image with transparency, and the narrowest file when all are wider', () => {
    const logo: ResponsiveImageData = {
      width: 300,
      height: 100,
      alt: 'Logo',
      variants: [
        { url: `/media/${ID}/300.avif`, width: 300, height: 100, format: 'avif' },
        { url: `/media/${ID}/300.png`, width: 300, height: 100, format: 'png' },
      ],
    };
    expect(emailImage(`/media/${ID}/300.png`, '', new Map([[ID, logo]]), SITE)).toEqual({
      src: `https://ellis.example/media/${ID}/300.png`,
      width: 300,
      height: 100,
      alt: 'Logo',
    });
    expect(emailImage(`/media/${ID}/x.jpg`, 'a', new Map(), SITE)).toBeUndefined();
    expect(emailImage('data:image/png;base64,AAAA', 'a', images, SITE)).toBeUndefined();
  });

  it('turns an embedded YouTube player into its picture linking to the video, and Vimeo into a link', () => {
    const html = renderMarkdown(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Town hall"></iframe>\n\n' +
        '<iframe src="https://player.vimeo.com/video/12345"></iframe>',
    );
    const { html: out, text } = emailBody(html, images, SITE);
    expect(out).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(out).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(out).toContain('alt="Watch the video: Town hall"');
    expect(out).toContain('href="https://vimeo.com/12345"');
    expect(out).not.toContain('<iframe');
    expect(text).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('writes a plain-text twin with paragraphs, lists and links', () => {
    const { text } = emailBody(
      renderMarkdown('# Win\n\nWe **won**.\n\n- one\n- two\n\n> quoted'),
      images,
      SITE,
    );
    expect(text).toBe('Win\n\nWe won.\n\n- one\n- two\n\nquoted');
  });
});
