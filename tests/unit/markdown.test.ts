import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/web/markdown';

// Hostile markdown and HTML an editor might paste, or an attacker might get into a post.
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example.com/"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<iframe src="//evil.example/embed"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[ref][1]\n\n[1]: javascript:alert(1)',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '[x](data:text/html,<script>alert(1)</script>)',
  '![img](javascript:alert(1))',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>x</details>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<video><source onerror=alert(1)></video>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
  'noscript',
  'body',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'background',
  'poster',
  'data',
  'srcset',
]);
const TRUSTED_FRAME =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/|^https:\/\/player\.vimeo\.com\//;

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * Every way the serialized HTML could run script. The sanitizer's serializer escapes `<` in text
 * and `"` in attributes, so its tags and attributes can be read reliably with a pattern.
 */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const name = tag[1].toLowerCase();
    const attributes = [...tag[2].matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)].map(([, n, v]) => [
      n.toLowerCase(),
      decode(v ?? ''),
    ]);
    if (FORBIDDEN_TAGS.has(name)) found.push(`<${name}>`);
    if (name === 'iframe') {
      const src = attributes.find(([n]) => n === 'src')?.[1] ?? '';
      if (!TRUSTED_FRAME.test(src)) found.push(`iframe from ${src || 'nowhere'}`);
    }
    for (const [attr, value] of attributes) {
      if (attr.startsWith('on')) found.push(`${attr}= on <${name}>`);
      if (attr === 'style' || attr === 'srcdoc') found.push(`${attr}= on <${name}>`);
      // Browsers ignore whitespace and control characters inside a URL scheme.
      const url = [...value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (URL_ATTRIBUTES.has(attr) && /^(javascript|vbscript|data:text\/html)/.test(url))
        found.push(`${attr}=${value}`);
    }
  }
  return found;
}

describe('renderMarkdown sanitizing', () => {
  it('the checker itself spots script, handlers and javascript: URLs', () => {
    expect(
      dangers('<p><script>x</script><img src="x" onerror="y"><a href="java&#x09;script:z">a</a></p>'),
    ).toEqual(['<script>', 'onerror= on <img>', 'href=java\tscript:z']);
  });

  it.each(XSS_CORPUS)('leaves nothing that can run from %j', (payload) => {
    const html = renderMarkdown(`Intro paragraph.\n\n${payload}\n\nClosing paragraph.`);
    expect(dangers(html)).toEqual([]);
    // The text around it survives (an unclosed element may swallow what follows it, harmlessly).
    expect(html).toContain('Intro paragraph.');
  });

  it('leaves nothing that can run when the whole corpus arrives at once', () => {
    expect(dangers(renderMarkdown(XSS_CORPUS.join('\n\n')))).toEqual([]);
  });
});

describe('renderMarkdown content', () => {
  it('renders the markdown editors write', () => {
    const html = renderMarkdown(
      '## Our plan\n\n- **Unity**\n- _Service_\n\n1. First\n\n> A quote\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Our plan</h2>');
    expect(html).toContain('<li><strong>Unity</strong></li>');
    expect(html).toContain('<em>Service</em>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<table>');
  });

  it('keeps ordinary links and images', () => {
    const html = renderMarkdown(
      '[Vision](/vision) [Site](https://example.org) [Mail](mailto:info@example.org) ![Crowd](/img/crowd.jpg)',
    );
    expect(html).toContain('href="/vision"');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:info@example.org"');
    expect(html).toMatch(
      /<img[^>]*src="\/img\/crowd.jpg"[^>]*alt="Crowd"|<img[^>]*alt="Crowd"[^>]*src="\/img\/crowd.jpg"/,
    );
  });

  it('shows HTML inside code as text', () => {
    const html = renderMarkdown('Use `<script>` carefully:\n\n```\n<img src=x onerror=alert(1)>\n```');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(dangers(html)).toEqual([]);
  });

  it('keeps a video from a trusted player, loading lazily', () => {
    const html = renderMarkdown(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Town hall" allowfullscreen></iframe>',
    );
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/www.youtube-nocookie.com\/embed\/abc123"/);
    expect(html).toContain('loading="lazy"');
  });

  it("replaces an embedded player's allow list: no camera, microphone or geolocation for a post's iframe", () => {
    const html = renderMarkdown(
      '<iframe src="https://www.youtube.com/embed/abc123" allow="camera; microphone; geolocation; autoplay"></iframe>',
    );
    const allow = /allow="([^"]*)"/.exec(html)?.[1];
    expect(allow).toBe('accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen');
  });

  it('makes a link that opens a new window unable to reach back', () => {
    const html = renderMarkdown('<a href="https://example.org" target="_top">Report</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
