// Renders the default social-share image, client/public/og-default.png (1200 x 630, the size
// SPEC gives for social images), from an HTML design and the campaign's content module, so a
// campaign that edits its name or slogan re-runs this script: `npx tsx scripts/make-og-image.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium';
import { campaign, candidate, personByKey } from '../shared/content/campaign';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../shared/content/pages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'client/public/og-default.png');

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// The site's palette (client/src/index.css): navy-950/900/800, union-500, gold-400.
const design = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body {
    width: ${SOCIAL_IMAGE_WIDTH}px; height: ${SOCIAL_IMAGE_HEIGHT}px; overflow: hidden;
    font-family: 'Liberation Sans', Arial, sans-serif; color: #fff;
    background-color: #0b2545;
    background-image:
      radial-gradient(ellipse 55% 75% at 88% 8%, rgb(47 116 200 / 0.5), transparent 60%),
      radial-gradient(ellipse 45% 55% at 0% 100%, rgb(245 183 0 / 0.16), transparent 60%),
      linear-gradient(160deg, #06152b, #13315c);
    display: flex; align-items: center; padding: 0 84px;
  }
  main { flex: 1; }
  .eyebrow { font-size: 24px; font-weight: 700; letter-spacing: 0.18em; text-transform: uppercase; color: #fcc419; }
  .rule { width: 120px; height: 8px; background: #fcc419; border-radius: 4px; margin: 28px 0 30px; }
  h1 { font-size: 92px; line-height: 1; font-weight: 700; letter-spacing: -0.02em; }
  h1 span { display: block; font-size: 60px; margin-top: 14px; color: #dbe7f7; font-weight: 400; letter-spacing: 0; }
  .council { font-size: 30px; margin-top: 34px; color: #c9d7ea; max-width: 700px; line-height: 1.3; }
  .slogan { font-size: 38px; font-weight: 700; margin-top: 26px; color: #fcc419; }
  .medallion {
    width: 300px; height: 300px; border-radius: 50%; flex: none; margin-left: 40px;
    display: grid; place-items: center; font-size: 120px; font-weight: 700; letter-spacing: 0.04em;
    border: 10px solid #fcc419;
    background-image:
      radial-gradient(circle at 30% 22%, rgb(252 196 25 / 0.45), transparent 55%),
      repeating-linear-gradient(135deg, rgb(255 255 255 / 0.05) 0 2px, transparent 2px 14px),
      linear-gradient(150deg, #1f5fae, #06152b 75%);
    box-shadow: 0 30px 60px rgb(0 0 0 / 0.35);
  }
  .stripe { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: #fcc419; }
</style></head>
<body>
  <main>
    <p class="eyebrow">${escape(campaign.union)}</p>
    <div class="rule"></div>
    <h1>${escape(candidate.fullName)}<span>for ${escape(candidate.office)}</span></h1>
    <p class="council">${escape(campaign.council)}</p>
    <p class="slogan">${escape(campaign.slogan)}</p>
  </main>
  <div class="medallion">${escape(personByKey('president').initials)}</div>
  <div class="stripe"></div>
</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({
    viewport: { width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT },
  });
  await page.setContent(design);
  await page.screenshot({ path: output, type: 'png' });
  console.log(`Wrote ${path.relative(root, output)} (${SOCIAL_IMAGE_WIDTH}x${SOCIAL_IMAGE_HEIGHT}).`);
} finally {
  await browser.close();
}
