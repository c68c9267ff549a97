import sharp from 'sharp';
import {
  adminApi,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAt,
  test,
  unique,
} from './helpers/admin-ui';
import { PHONE } from '../../playwright.config';
import { campaign, candidate } from '../../shared/content/campaign';

// Issue 24, as campaign staff would try it: one sentence of a biography, a new video, a second
// edition of the letter, and the announcement bar, each changed in the admin area and seen on the
// public site at once.

const SLOGAN = campaign.slogan;

// In one worker, in order: each test changes what every public page shows, which another test of
// this file, running beside it, would see change under it.
test.describe.configure({ mode: 'default' });

test.describe('the site content screens', () => {
  test('a biography sentence changed in its page editor shows in its preview before saving, then on the public page, and a revision restores it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    await page.getByRole('link', { name: /^About Jordan Ellis/ }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/aboutPresident$/);
    const biography = page.getByRole('textbox', { name: 'Biography', exact: true });
    const before = await biography.inputValue();
    const firstSentence = before.slice(0, before.indexOf('. ') + 1);
    const sentence = `${unique('Jordan')} has answered every member's call for twenty years.`;
    await biography.fill(before.replace(firstSentence, sentence));
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

    // The preview is the biography page itself, showing the unsaved sentence; the public page
    // still shows the saved one.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Page preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toContainText('Jordan Ellis');
    await expect(preview.getByText(sentence)).toBeVisible();
    await expect(preview.getByText(firstSentence)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Biography', exact: true })).toBeHidden();
    await expectNoAxeViolations(page);
    const stored = await (await page.request.get('/api/pages/aboutPresident')).text();
    expect(stored).not.toContain(sentence);
    await page.getByRole('button', { name: 'Edit texts' }).click();
    await expect(page.getByRole('textbox', { name: 'Biography', exact: true })).toHaveValue(
      before.replace(firstSentence, sentence),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Page saved', 'The public page shows the change now.');

    await page.goto('/about-jordan-ellis');
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByText(firstSentence)).toHaveCount(0);

    await page.goto('/admin/pages/aboutPresident');
    const revisions = page.getByRole('complementary', { name: 'Revisions' });
    await expect(revisions.getByRole('listitem').first()).toContainText('Saved by e2e-admin');
    await revisions
      .getByRole('button', { name: /^Restore/ })
      .nth(1)
      .click();
    await page
      .getByRole('dialog', { name: 'Restore this revision?' })
      .getByRole('button', { name: 'Restore revision' })
      .click();
    await expectToast(page, 'Revision restored');
    await expect(page.getByRole('textbox', { name: 'Biography', exact: true })).toHaveValue(before);
    await page.goto('/about-jordan-ellis');
    await expect(page.getByText(firstSentence)).toBeVisible();
  });

  // On a phone, in this chain rather than in a phone project of its own, which could only start once
  // this whole file had run (it shares the server's site-wide texts) and so ended every browser run.
  // The biography test above is the desktop run of the same steps.
  test.describe('on a phone', () => {
    test.use(PHONE);

    test('a Home text changed on a phone shows in the preview, then on the home page once saved @phone', async ({
      page,
      isMobile,
    }) => {
      expect(isMobile && page.viewportSize()!.width < 500, 'a phone').toBe(true);
      test.setTimeout(90_000);
      await signIn(page);
      const api = await adminApi(page);
      const original = (await (await api.get('/api/admin/pages/home')).json()) as {
        head: object;
        content: { teamIntro: string };
      };
      await page.goto('/admin/pages/home');
      const intro = page.getByRole('textbox', { name: 'Team intro', exact: true });
      await expect(intro).toHaveValue(original.content.teamIntro);
      const text = `${unique('Three leaders')}, one team, one commitment: members first.`;
      await intro.fill(text);
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = page.getByRole('region', { name: 'Page preview' });
      await expect(preview.getByRole('heading', { name: 'A Team Ready to Lead' })).toBeVisible();
      await expect(preview.getByText(text)).toBeVisible();
      await expect(preview.getByText('Join the Campaign')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Page saved');

      await page.goto('/');
      await expect(page.getByText(text)).toBeVisible();
      // The seeded words back, for the public pages' tests on the same server.
      const current = (await (await api.get('/api/admin/pages/home')).json()) as { version: number };
      const restored = await page.request.put('/api/admin/pages/home', {
        data: { version: current.version, head: original.head, content: original.content },
        headers: await csrfHeader(page),
      });
      expect(restored.status()).toBe(200);
    });
  });

  test('a save refused by the server shows each error on its field, and a stale version the conflict screen', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 40[09]/);
    await signInAt(page, '/admin/pages/privacy');
    const title = page.locator('#page-head-title');
    await expect(title).not.toHaveValue('');
    await title.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The page was not saved' })).toContainText(
      'head.title',
    );
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#page-head-title-error')).toHaveText('Required');

    // Another admin saves the page meanwhile: this editor's version is now stale.
    const api = await adminApi(page);
    const current = (await (await api.get('/api/admin/pages/privacy')).json()) as {
      version: number;
      head: object;
      content: object;
    };
    const put = await page.request.put('/api/admin/pages/privacy', {
      data: { version: current.version, head: current.head, content: current.content },
      headers: await csrfHeader(page),
    });
    expect(put.status()).toBe(200);
    await title.fill(unique('Privacy'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('dialog', { name: 'This page was changed elsewhere' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Head title differs');
    await expectNoAxeViolations(page);
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await expect(title).toHaveValue((current.head as { title: string }).title);
  });

  test('a video added by pasting its link shows on /videos, moves up by keyboard, and is deleted after a confirmation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/admin/videos');
    const title = unique('Town Hall');
    await page
      .getByRole('textbox', { name: 'YouTube link' })
      .fill('https://www.youtube.com/watch?v=aBcDeFgHiJk&t=42');
    await expect(page.getByText('Video id:')).toContainText('aBcDeFgHiJk');
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill(title);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .first()
      .fill('Members ask the candidate about staffing.');
    await page.getByRole('combobox', { name: 'Category' }).first().selectOption('Employee Rights');
    await page.getByRole('textbox', { name: 'Duration' }).first().fill('12:34');
    await page.getByRole('button', { name: 'Add video' }).click();
    await expectToast(page, 'Video added');

    const list = page.getByRole('list', { name: 'Videos in display order' });
    const item = list.getByRole('listitem', { name: title });
    await expect(item).toBeVisible();
    const position = Number((await item.getByRole('heading').textContent())?.split('.')[0]);
    const up = item.getByRole('button', { name: `Move up ${title}` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(item.getByRole('heading')).toHaveText(`${position - 1}. ${title}`);
    await expect(item.getByRole('button', { name: `Move up ${title}` })).toBeFocused();

    await page.goto('/videos');
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto('/admin/videos');
    await list
      .getByRole('listitem', { name: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Video' });
    await expect(confirm).toContainText(title);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete Video' }).click();
    await expectToast(page, 'Video deleted');
    await expect(list.getByRole('listitem', { name: title })).toHaveCount(0);
  });

  test('a refused video link is named on its field', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    await signInAt(page, '/admin/videos');
    await page.getByRole('textbox', { name: 'YouTube link' }).fill('https://vimeo.com/123456');
    await expect(page.getByText('Not a YouTube link yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add video' }).click();
    await expect(page.locator('#new-video-youtube-error')).toContainText('YouTube');
    await expect(page.getByRole('textbox', { name: 'YouTube link' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a new letter PDF uploaded on /admin/site is served at the old link at once', async ({ page }) => {
    await signInAt(page, '/admin/site');
    const edition = unique('second-edition');
    // The second edition is the first with a line added after its end: still the whole letter, which
    // the public pages' test opens (it may run before or after this one on the same server).
    const first = await (await page.request.get('/letter-to-delegates.pdf')).body();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a new PDF for Letter to delegates' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([first, Buffer.from(`\n% ${edition}\n`)]),
    });
    // A confirmation first, naming the file and its real size (issue 35).
    await expect(page.getByRole('alertdialog')).toContainText(/letter\.pdf \([\d.,]+ (KB|MB)\)/);
    await page.getByRole('button', { name: 'Replace the PDF' }).click();
    await expectToast(page, 'Document replaced');
    const served = await page.request.get('/letter-to-delegates.pdf');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await served.body()).toString('latin1')).toContain(edition);
    await expect(page.getByRole('region', { name: 'Documents' })).toContainText('uploaded');
  });

  test('the announcement bar is turned on and off from /admin/site, the first paint with it', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/^Failed to load resource: net::ERR_FAILED/);
    // The first paint (before any script runs) draws what the stored settings say, the bar where
    // React then draws it, and nothing of it once it is off (issue 24).
    const firstPaint = async () => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.getByText(SLOGAN)).toBeVisible();
      const box = await page.getByText(candidate.fullName, { exact: true }).first().boundingBox();
      await page.unroute('**/*.js');
      return box;
    };
    await signInAt(page, '/admin/site');
    const text = unique('Caucus call Thursday');
    const enabled = page.getByRole('checkbox', { name: 'Show the announcement bar above the header' });
    await enabled.check();
    await page.getByRole('textbox', { name: 'Announcement text' }).fill(text);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Settings saved');
    const shellBrand = await firstPaint();
    await expect(page.getByText(text)).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Campaign announcement' })).toHaveText(text);
    const brand = await page
      .getByRole('link', { name: /^Jordan Ellis for / })
      .getByText(candidate.fullName)
      .boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(brand![key] - shellBrand![key]), key).toBeLessThanOrEqual(1);

    await page.goto('/admin/site');
    await page.getByRole('checkbox', { name: 'Show the announcement bar above the header' }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Settings saved');
    await firstPaint();
    await expect(page.getByText(text)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Campaign announcement' })).toHaveCount(0);
  });
});

test.describe('portraits and video order', () => {
  test('a candidate portrait is chosen from the library with its alt text, shown on their page, and removed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#13315c' } })
      .jpeg()
      .toBuffer();
    const libraryAlt = unique('Library portrait');
    const upload = await page.request.post('/api/admin/media', {
      multipart: { alt: libraryAlt, file: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo } },
      headers: await csrfHeader(page),
    });
    expect(upload.status()).toBe(201);

    await page.goto('/admin/pages/aboutTreasurer');
    await page.getByRole('button', { name: 'Choose from library for Photo' }).click();
    const library = page.getByRole('dialog', { name: 'Choose from library' });
    await library.getByRole('button', { name: `Choose: ${libraryAlt}` }).click();
    await expect(library).toBeHidden();
    const alt = page.getByRole('textbox', { name: 'Alt text' });
    await expect(alt).toHaveValue(libraryAlt);
    const spoken = unique('Samuel Okafor at the podium');
    await alt.fill(spoken);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Page saved');

    await page.goto('/about-samuel-okafor');
    await expect(page.getByRole('img', { name: spoken }).first()).toBeVisible();

    await page.goto('/admin/pages/aboutTreasurer');
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(page.getByText('No picture: the initials are shown')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Page saved');
    await page.goto('/about-samuel-okafor');
    await expect(page.getByRole('img', { name: spoken })).toHaveCount(0);
  });

  test('a video dragged to the top of the list is saved in that order', async ({ page }) => {
    await signIn(page);
    const api = await adminApi(page);
    const original = (await (await api.get('/api/admin/videos')).json()) as { id: number; title: string }[];
    await page.goto('/admin/videos');
    const list = page.getByRole('list', { name: 'Videos in display order' });
    const items = list.getByRole('listitem');
    const last = original[original.length - 1];
    // The featured video stays first (issue 35): a video dragged to the top lands just below it.
    // With thumbnails the list outgrows 720 px, and a drag that scrolls the page on its way picks
    // up whichever row is under the pointer by then: the whole list on one screen.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await items.last().dragTo(items.first());
    await expect(items.nth(1).getByRole('heading')).toHaveText(`2. ${last.title}`);
    await expect
      .poll(async () => ((await (await api.get('/api/admin/videos')).json()) as { id: number }[])[1].id)
      .toBe(last.id);
    // Put the seeded order back for the public pages' tests.
    const restored = await page.request.put('/api/admin/videos/order', {
      data: { ids: original.map((v) => v.id) },
      headers: await csrfHeader(page),
    });
    expect(restored.status()).toBe(200);
  });
});

async function csrfHeader(page: import('@playwright/test').Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf-token')?.value ?? '';
  return { 'X-CSRF-Token': decodeURIComponent(csrf) };
}
