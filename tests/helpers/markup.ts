// A tiny reader for the markup the site writes for crawlers: the head tags of a page, and
// well-formed XML (sitemap, feed). Strict on purpose: a bare `&` or `<`, or a tag closed out of
// order, throws, as it would in a feed reader.

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

export interface XmlElement extends Tag {
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([^;\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`Bare "&" in ${JSON.stringify(text)}`);
    if (name.startsWith('#'))
      return String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1)));
    if (!(name in ENTITIES)) throw new Error(`Unknown entity &${name};`);
    return ENTITIES[name];
  });
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
    if (value.includes('<')) throw new Error(`"<" in attribute ${name}`);
    attrs[name] = decode(value);
  }
  return attrs;
}

/** The `<head>` of an HTML page: its titles' text and its meta and link tags. */
export function readHead(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1];
  if (head === undefined) throw new Error('No <head> in the page');
  const titles = [...head.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]));
  const tags = (name: string): Tag[] =>
    [...head.matchAll(new RegExp(`<${name}\\b([^>]*?)/?>`, 'gi'))].map((m) => ({
      name,
      attrs: attributes(m[1]),
    }));
  const metas = tags('meta');
  const links = tags('link');
  return {
    titles,
    metas,
    links,
    /** Every `content` of the meta tags whose name or property is `key`. */
    meta: (key: string) =>
      metas.filter((m) => m.attrs.name === key || m.attrs.property === key).map((m) => m.attrs.content),
    /** Every `href` of the link tags with this `rel`. */
    link: (rel: string) => links.filter((l) => l.attrs.rel === rel).map((l) => l.attrs.href),
  };
}

/** Parses an XML document into elements; throws on anything a strict parser refuses. */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = match;
    const current = stack[stack.length - 1];
    if (text !== undefined) {
      current.text += decode(text);
    } else if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      stack.pop();
    } else {
      const element: XmlElement = { name, attrs: attributes(attrs), children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (consumed !== body.length)
    throw new Error(`Malformed XML near ${JSON.stringify(body.slice(consumed, consumed + 40))}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  const elements = root.children;
  if (elements.length !== 1 || root.text.trim() !== '')
    throw new Error('An XML document has exactly one root element');
  return elements[0];
}

/** The direct children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((c) => c.name === name);

/** The text of the first direct child named `name`. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;
