import type { ResponsiveImageData } from '../../shared/api-types';
import { absoluteUrl, emailImage } from './email-images';
import { videoLink } from './email-videos';
import { purifier } from '../web/purifier';

// A post's sanitized HTML, made fit for a mail program: no script, iframe, form or style; every
// link and image absolute; uploaded images as their mail variants; embedded players as a picture
// that links to the video. The same walk writes the plain-text part, so both say the same words.

// Sanitized once more with a narrower list than the site's: a mail program runs nothing and frames
// nothing, and the post's iframes have been turned into links before this runs.
const EMAIL_TAGS = [
  'a', 'b', 'blockquote', 'br', 'code', 'del', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i',
  'img', 'li', 'ol', 'p', 'pre', 's', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'u', 'ul',
]; // prettier-ignore
const EMAIL_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];

export interface EmailBody {
  html: string;
  text: string;
}

function fragmentOf(html: string): DocumentFragment {
  // The site's own sanitizer keeps only trusted players' iframes; they become links below.
  return purifier().sanitize(html, { ADD_TAGS: ['iframe'], RETURN_DOM_FRAGMENT: true });
}

function replaceFrames(root: DocumentFragment) {
  for (const frame of [...root.querySelectorAll('iframe')]) {
    const video = videoLink(frame.getAttribute('src'));
    const doc = frame.ownerDocument;
    if (!video) {
      frame.remove();
      continue;
    }
    const paragraph = doc.createElement('p');
    const link = doc.createElement('a');
    link.setAttribute('href', video.url);
    if (video.thumbnail) {
      const img = doc.createElement('img');
      img.setAttribute('src', video.thumbnail);
      img.setAttribute(
        'alt',
        `Watch the video${frame.getAttribute('title') ? `: ${frame.getAttribute('title')}` : ''}`,
      );
      img.setAttribute('width', '552');
      img.setAttribute('height', '414');
      link.append(img);
    } else {
      link.textContent = 'Watch the video';
    }
    paragraph.append(link);
    frame.replaceWith(paragraph);
  }
}

function rewriteImages(root: DocumentFragment, images: Map<string, ResponsiveImageData>, siteUrl: string) {
  for (const img of [...root.querySelectorAll('img')]) {
    const shown = emailImage(img.getAttribute('src'), img.getAttribute('alt') ?? '', images, siteUrl);
    if (!shown) {
      img.remove();
      continue;
    }
    for (const name of [...img.getAttributeNames()]) img.removeAttribute(name);
    img.setAttribute('src', shown.src);
    img.setAttribute('alt', shown.alt);
    if (shown.width) img.setAttribute('width', String(shown.width));
    if (shown.height) img.setAttribute('height', String(shown.height));
  }
}

function rewriteLinks(root: DocumentFragment, siteUrl: string) {
  for (const link of [...root.querySelectorAll('a')]) {
    const href = link.getAttribute('href');
    const mailto = href && /^mailto:/i.test(href.trim()) ? href.trim() : undefined;
    const url = mailto ?? absoluteUrl(href, siteUrl);
    // A link to nowhere safe keeps its words and loses the link.
    if (!url) link.replaceWith(...link.childNodes);
    else {
      for (const name of [...link.getAttributeNames()]) if (name !== 'title') link.removeAttribute(name);
      link.setAttribute('href', url);
    }
  }
}

function serialize(root: DocumentFragment): string {
  const holder = root.ownerDocument.createElement('div');
  holder.append(root);
  return purifier().sanitize(holder.innerHTML, {
    ALLOWED_TAGS: EMAIL_TAGS,
    ALLOWED_ATTR: EMAIL_ATTRIBUTES,
  });
}

/** The post's body for e-mail: HTML for the message's layout, and its plain-text twin. */
export function emailBody(
  contentHtml: string,
  images: Map<string, ResponsiveImageData>,
  siteUrl: string,
): EmailBody {
  const root = fragmentOf(contentHtml);
  replaceFrames(root);
  rewriteImages(root, images, siteUrl);
  rewriteLinks(root, siteUrl);
  const html = serialize(root);
  return { html, text: plainText(fragmentOf(html)) };
}

const BLOCKS = new Set([
  'P',
  'DIV',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
]);

function textOf(node: Node, depth = 0): string {
  if (node.nodeType === 3) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.nodeType !== 1 && node.nodeType !== 11) return '';
  const el = node as Element;
  const inner = () => [...node.childNodes].map((child) => textOf(child, depth + 1)).join('');
  switch (el.tagName) {
    case 'BR':
      return '\n';
    case 'HR':
      return '\n\n----------\n\n';
    case 'IMG':
      return el.getAttribute('alt') ? `[${el.getAttribute('alt')}]` : '';
    case 'A': {
      const words = inner().trim();
      const href = el.getAttribute('href') ?? '';
      if (!words || words === href || `mailto:${words}` === href) return words || href;
      return `${words} (${href})`;
    }
    case 'LI':
      return `\n- ${inner().trim()}`;
    case 'TR':
      return `\n${[...el.children].map((cell) => textOf(cell).trim()).join(' | ')}`;
  }
  const text = inner();
  return BLOCKS.has(el.tagName) ? `\n\n${text.trim()}\n\n` : text;
}

/** Words and links of an e-mail body, paragraphs a blank line apart. */
export function plainText(root: Node): string {
  return textOf(root)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
