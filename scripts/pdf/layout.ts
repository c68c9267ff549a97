// A small text-layout helper over pdf-lib: pages in US Letter size, word-wrapped paragraphs,
// bullets and headings in the campaign's colours, and a new page whenever the text runs out of room.
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const NAVY = rgb(0x0b / 255, 0x25 / 255, 0x45 / 255);
export const GOLD = rgb(0xfc / 255, 0xc4 / 255, 0x19 / 255);
export const SLATE = rgb(0x33 / 255, 0x41 / 255, 0x55 / 255);
export const WHITE = rgb(1, 1, 1);

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 64;

/** The standard PDF fonts speak WinAnsi only; swap the few characters outside it. */
export function winAnsi(text: string): string {
  return text
    .replace(/→/g, 'to')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '');
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
}

/** Writes flowing text top to bottom, adding pages (with their running header) as needed. */
export class TextFlow {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly onNewPage: (page: PDFPage, fonts: Fonts) => number,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = this.onNewPage(this.page, this.fonts);
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  lines(
    text: string,
    { size = 11, font = this.fonts.regular, color = SLATE, indent = 0, leading = 1.45 } = {},
  ): void {
    const width = PAGE_WIDTH - 2 * MARGIN - indent;
    for (const line of wrap(text, font, size, width)) {
      this.ensure(size * leading);
      this.y -= size * leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
  }

  heading(text: string): void {
    this.ensure(60);
    this.gap(14);
    this.lines(text, { size: 15, font: this.fonts.bold, color: NAVY });
    this.page.drawRectangle({ x: MARGIN, y: this.y - 6, width: 36, height: 2.5, color: GOLD });
    this.gap(12);
  }

  paragraph(text: string): void {
    this.lines(text);
    this.gap(8);
  }

  bullet(text: string): void {
    this.ensure(16);
    this.page.drawCircle({ x: MARGIN + 5, y: this.y - 11 * 1.45 + 3.5, size: 2.2, color: GOLD });
    this.lines(text, { indent: 16 });
    this.gap(4);
  }
}
