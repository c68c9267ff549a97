// Writes the two downloadable PDFs into client/public from the content modules, so the files say
// exactly what the site says: `npx tsx scripts/make-letter-pdf.ts`, then commit the PDFs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { campaign, candidate } from '../shared/content/campaign';
import { letter } from '../shared/content/letter';
import { makeFlyer } from './pdf/flyer';
import {
  GOLD,
  MARGIN,
  NAVY,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SLATE,
  TextFlow,
  WHITE,
  embedFonts,
  winAnsi,
  type Fonts,
} from './pdf/layout';

const OUT_DIR = path.resolve(import.meta.dirname, '../client/public');
// A fixed date keeps the committed files byte-identical from one run to the next.
const DOCUMENT_DATE = new Date('2025-06-02T12:00:00Z');

/** The first page opens with the navy letterhead; the others carry a slim running header. */
function letterhead(page: PDFPage, fonts: Fonts, first: boolean): number {
  const band = first ? 150 : 44;
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - band, width: PAGE_WIDTH, height: band, color: NAVY });
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - band - 4, width: PAGE_WIDTH, height: 4, color: GOLD });
  if (!first) {
    page.drawText(winAnsi(`${letter.title} - ${candidate.fullName}`), {
      x: MARGIN,
      y: PAGE_HEIGHT - 28,
      size: 10,
      font: fonts.bold,
      color: WHITE,
    });
    return PAGE_HEIGHT - band - 30;
  }
  page.drawText(winAnsi(`${candidate.fullName} for ${candidate.office}`.toUpperCase()), {
    x: MARGIN,
    y: PAGE_HEIGHT - 50,
    size: 10,
    font: fonts.bold,
    color: GOLD,
  });
  page.drawText(winAnsi(letter.title), {
    x: MARGIN,
    y: PAGE_HEIGHT - 92,
    size: 30,
    font: fonts.bold,
    color: WHITE,
  });
  page.drawText(winAnsi(campaign.slogan), {
    x: MARGIN,
    y: PAGE_HEIGHT - 122,
    size: 13,
    font: fonts.regular,
    color: GOLD,
  });
  return PAGE_HEIGHT - band - 40;
}

function footers(doc: PDFDocument, fonts: Fonts): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawText(winAnsi(campaign.independenceStatement), {
      x: MARGIN,
      y: 40,
      size: 7,
      font: fonts.italic,
      color: SLATE,
    });
    page.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: PAGE_WIDTH - MARGIN - 50,
      y: 26,
      size: 8,
      font: fonts.regular,
      color: SLATE,
    });
  });
}

async function makeLetter(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  let first = true;
  const flow = new TextFlow(doc, fonts, (page) => {
    const top = letterhead(page, fonts, first);
    first = false;
    return top;
  });
  flow.lines(letter.salutation, { font: fonts.bold, color: NAVY });
  flow.gap(8);
  letter.intro.forEach((text) => flow.paragraph(text));
  for (const section of letter.sections) {
    flow.heading(section.heading);
    section.paragraphs.forEach((text) => flow.paragraph(text));
    section.bullets?.forEach((text) => flow.bullet(text));
  }
  flow.gap(10);
  letter.closing.forEach((text) => flow.paragraph(text));
  flow.lines(letter.signOff);
  flow.gap(14);
  flow.lines(letter.signature, { size: 16, font: fonts.bold, color: NAVY });
  flow.lines(letter.signatureTitle, { size: 10 });
  footers(doc, fonts);
  doc.setTitle(`${letter.title} - ${candidate.fullName}`);
  return doc;
}

async function save(doc: PDFDocument, file: string): Promise<void> {
  doc.setAuthor(`${candidate.fullName} for ${candidate.office}`);
  doc.setSubject(`${campaign.council} election`);
  doc.setCreator('scripts/make-letter-pdf.ts');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const bytes = await doc.save();
  await writeFile(path.join(OUT_DIR, file), bytes);
  console.log(`wrote client/public/${file}: ${doc.getPageCount()} page(s), ${bytes.length} bytes`);
}

await save(await makeLetter(), path.basename(campaign.letterPdf));
await save(await makeFlyer(), path.basename(campaign.materialsZip));
