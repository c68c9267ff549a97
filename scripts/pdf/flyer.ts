// The one-page campaign flyer (client/public/campaign-materials.pdf) that the Get Involved toolkit
// offers for download: who is running, the record, the plan and where to act.
import { PDFDocument } from 'pdf-lib';
import { campaign, candidate, figures, team } from '../../shared/content/campaign';
import { platform } from '../../shared/content/platform';
import {
  GOLD,
  MARGIN,
  NAVY,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SLATE,
  WHITE,
  embedFonts,
  winAnsi,
  wrap,
} from './layout';

export async function makeFlyer(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const text = (value: string, x: number, y: number, size: number, font = fonts.regular, color = SLATE) =>
    page.drawText(winAnsi(value), { x, y, size, font, color });

  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 250, width: PAGE_WIDTH, height: 250, color: NAVY });
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 256, width: PAGE_WIDTH, height: 6, color: GOLD });
  text(
    `${campaign.councilShort} ELECTION ${campaign.electionYear}`,
    MARGIN,
    PAGE_HEIGHT - 70,
    11,
    fonts.bold,
    GOLD,
  );
  text(candidate.fullName, MARGIN, PAGE_HEIGHT - 120, 46, fonts.bold, WHITE);
  text(
    `for ${candidate.office} of the ${campaign.council}`,
    MARGIN,
    PAGE_HEIGHT - 148,
    14,
    fonts.regular,
    WHITE,
  );
  text(campaign.slogan, MARGIN, PAGE_HEIGHT - 195, 24, fonts.bold, GOLD);
  text(campaign.secondarySlogan.toUpperCase(), MARGIN, PAGE_HEIGHT - 222, 10, fonts.bold, WHITE);

  // The record, four figures across.
  const stats = [
    [`${figures.membershipBefore} to ${figures.membershipAfter}`, 'members in my local'],
    [figures.arbitrationWins, 'arbitration wins'],
    [figures.backPayShort, 'back pay recovered'],
    [figures.commitment, 'member focus'],
  ];
  const column = (PAGE_WIDTH - 2 * MARGIN) / stats.length;
  stats.forEach(([value, label], index) => {
    const x = MARGIN + index * column;
    text(value, x, PAGE_HEIGHT - 310, 17, fonts.bold, NAVY);
    text(label, x, PAGE_HEIGHT - 328, 9.5);
  });

  let y = PAGE_HEIGHT - 380;
  text('Our plan', MARGIN, y, 16, fonts.bold, NAVY);
  y -= 10;
  for (const step of platform.survivalPlan) {
    y -= 22;
    text(`${step.title}:`, MARGIN, y, 11, fonts.bold, NAVY);
    for (const line of wrap(step.text, fonts.regular, 11, PAGE_WIDTH - 2 * MARGIN - 80)) {
      text(line, MARGIN + 80, y, 11);
      y -= 15;
    }
    y += 15;
  }

  y -= 42;
  text('The team', MARGIN, y, 16, fonts.bold, NAVY);
  for (const person of team) {
    y -= 20;
    text(person.name, MARGIN, y, 11, fonts.bold, NAVY);
    text(person.shortOffice, MARGIN + 130, y, 11);
  }

  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: 120, color: NAVY });
  text('Join the campaign', MARGIN, 84, 16, fonts.bold, GOLD);
  text(`Volunteer, endorse and learn more: ${campaign.contactEmail}`, MARGIN, 62, 11, fonts.regular, WHITE);
  for (const [index, line] of wrap(
    campaign.independenceStatement,
    fonts.italic,
    8.5,
    PAGE_WIDTH - 2 * MARGIN,
  ).entries()) {
    text(line, MARGIN, 36 - index * 11, 8.5, fonts.italic, WHITE);
  }

  doc.setTitle(`${candidate.fullName} for ${candidate.office}: campaign flyer`);
  return doc;
}
