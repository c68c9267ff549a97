import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { MediaLibraryItem } from '../../shared/api-types';
import { slugify } from '../../shared/slug';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAt,
  test,
  unique,
} from './helpers/admin-ui';

// CONTRACT section 7's admin screens, driven as staff would: the editor's featured-image picker,
// drop and paste into the content, and /admin/media.

/** A real photo-sized JPEG, different each call so no two tests share an image. */
async function photo(seed: number): Promise<Buffer> {
  const width = 1400;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x + seed * 37) % 256;
    pixels[i + 1] = (Math.floor(i / 3 / width) + seed * 11) % 256;
    pixels[i + 2] = 140;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

/**
 * Uploads one photo with the library's button and returns the image the server made, read from the
 * upload's own answer: other tests upload at the same time, so the library's newest image or its
 * total is not this test's to count on.
 */
async function uploadToLibrary(page: Page, name: string, seed: number): Promise<MediaLibraryItem> {
  const uploaded = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/admin/media',
  );
  await chooseFile(page, 'Upload images', { name, mimeType: 'image/jpeg', buffer: await photo(seed) });
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  await uploadsFinished(page);
  await expectToast(page, 'Image uploaded');
  return (await answer.json()) as MediaLibraryItem;
}

/** Every upload on screen has finished: resizing to every size takes seconds on a loaded machine. */
async function uploadsFinished(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
}

/** The library card of the image a post uses, found by its "Used by" link. */
const cardUsedBy = (page: Page, slug: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: `Edit post ${slug}` }) });

async function libraryItem(page: Page, predicate: (item: MediaLibraryItem) => boolean) {
  const res = await page.request.get('/api/admin/media?limit=50');
  const items = (await res.json()) as MediaLibraryItem[];
  return items.find(predicate);
}

test.describe('admin media', () => {
  // In one worker, in order: its tests share the library, and one deleting its image while
  // another's picker shows it makes that picture a 404 (a console error) in the other.
  test.describe.configure({ mode: 'default', timeout: 120_000 });

  test('a featured image uploaded in the editor is published responsively and managed in the library', async ({
    page,
    context,
    consoleGuard,
  }) => {
    // Chromium logs the refused delete (409) as a console error.
    consoleGuard.allow(/status of 409/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const title = unique('Rally Photo');
    const slug = slugify(title);
    await signInAt(page, '/admin/blog/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Members filled the hall.');
    await page.getByLabel('Content').fill('The hall was full.');

    // Uploads are held until the test lets them go, so that each one's progress stays on screen
    // until it has been stopped or seen, however long the click takes on a busy machine (a hold of
    // 1.5 s once ended before Cancel was pressed, and the cancelled image became the featured one).
    let open = false;
    const held: Array<() => void> = [];
    await page.route('**/api/admin/media', async (route) => {
      if (!open) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue().catch(() => undefined); // the cancelled one was aborted meanwhile
    });
    const letUploadsGo = () => {
      open = true;
      for (const release of held.splice(0)) release();
    };
    await chooseFile(page, 'Upload image', {
      name: 'wrong.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(4),
    });
    await page.getByRole('button', { name: 'Cancel upload of wrong.jpg' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByLabel('Featured Image URL')).toHaveValue('');

    await chooseFile(page, 'Upload image', {
      name: 'rally.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1),
    });
    await expect(page.getByRole('progressbar', { name: 'Uploading rally.jpg' })).toBeVisible();
    letUploadsGo();
    await uploadsFinished(page);
    await page.unroute('**/api/admin/media');

    const url = page.getByLabel('Featured Image URL');
    await expect(url).toHaveValue(/^\/media\//);
    const preview = page.getByRole('img', { name: 'Preview of the featured image' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveJSProperty('complete', true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Add alt text: people using screen readers rely on it.')).toBeVisible();

    await page.getByLabel('Featured Image Alt Text').fill('Members filling the union hall');
    await expect(page.getByText('Add alt text: people using screen readers rely on it.')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Preview: Members filling the union hall' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(async () => (await page.request.get(`/api/posts/${slug}`)).status()).toBe(200);

    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    const card = cardUsedBy(page, slug);
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('width', '320');
    await expectNoAxeViolations(page);

    // Still shown by the post: the server refuses, and the dialog gives its reason.
    await card.getByRole('button', { name: 'Delete image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Image' });
    await dialog.getByRole('button', { name: 'Delete Image' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/1 post/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    const alt = card.getByLabel('Alt text');
    await alt.fill('Members filling the union hall in March');
    await card.getByRole('button', { name: 'Save alt text' }).click();
    await expectToast(page, 'Alt text saved');
    await page.reload();
    await expect(cardUsedBy(page, slug).getByLabel('Alt text')).toHaveValue(
      'Members filling the union hall in March',
    );
    await expect(
      cardUsedBy(page, slug).getByRole('img', { name: 'Members filling the union hall in March' }),
    ).toBeVisible();

    await cardUsedBy(page, slug).getByRole('button', { name: 'Copy markdown' }).click();
    await expectToast(page, 'Markdown copied');
    const imageUrl = (await libraryItem(page, (i) => i.usedBy.includes(slug)))!.url;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `![Members filling the union hall in March](${imageUrl})`,
    );

    // By keyboard: the toast may sit over the card's corner.
    await cardUsedBy(page, slug)
      .getByRole('link', { name: `Edit post ${slug}` })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${slug}$`));
    await expect(page.getByLabel('Featured Image URL')).toHaveValue(imageUrl);
    await expect(page.getByLabel('Featured Image Alt Text')).toHaveValue('Members filling the union hall');

    // The public post shows the image responsively, with the alt text the post gave it.
    await page.goto(`/updates/${slug}`);
    const hero = page.getByRole('img', { name: 'Members filling the union hall' }).first();
    await expect(hero).toBeVisible();
    // An <img srcset> or a <picture> whose sources carry the sizes: CONTRACT allows either.
    const srcsets = await hero.evaluate((img) =>
      [img, ...Array.from(img.closest('picture')?.querySelectorAll('source') ?? [])]
        .map((el) => el.getAttribute('srcset') ?? '')
        .join(' '),
    );
    expect(srcsets).toMatch(/\/media\/\S+ \d+w/);
    await expect(hero).toHaveAttribute('width', /\d+/);
    await expect(hero).toHaveAttribute('height', /\d+/);
  });

  test('the library uploads, refuses what is not an image, and deletes an unused image', async ({ page }) => {
    await signInAt(page, '/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();

    await chooseFile(page, 'Upload images', {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expectToast(
      page,
      'Upload failed',
      '“logo.svg” is not an image the site can use. Upload a JPEG, PNG, WebP, AVIF or GIF.',
    );

    const { id } = await uploadToLibrary(page, 'picket.jpg', 2);
    expect(await libraryItem(page, (i) => i.id === id)).toBeDefined();

    const card = page.getByRole('listitem').filter({ has: page.locator(`img[src*="${id}"]`) });
    await expect(card.getByText('Not used anywhere')).toBeVisible();
    await card.getByRole('button', { name: 'Delete image' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Image' })
      .getByRole('button', { name: 'Delete Image' })
      .click();
    await expectToast(page, 'Image deleted');
    await expect(card).toHaveCount(0);
    expect(await libraryItem(page, (i) => i.id === id)).toBeUndefined();

    // A page past the end (an old link, or the last image of the last page deleted) goes to the last page.
    await page.goto('/admin/media?page=99');
    await expect(page).not.toHaveURL(/page=99/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading images...' })).toHaveCount(0);
  });

  test('the editor chooses from the library, and a pasted or dropped image lands in the content as markdown', async ({
    page,
  }) => {
    await signInAt(page, '/admin/media');
    const newest = await uploadToLibrary(page, 'canvass.jpg', 3);
    const altInput = page
      .getByRole('listitem')
      .filter({ has: page.locator(`img[src*="${newest.id}"]`) })
      .getByLabel('Alt text');
    await altInput.fill('Canvassers on Main Street');
    await altInput.press('Enter');
    await expectToast(page, 'Alt text saved');

    await page.goto('/admin/blog/new');
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from library' });
    await picker.getByRole('button', { name: 'Choose: Canvassers on Main Street' }).first().click();
    await expect(picker).toBeHidden();
    await expect(page.getByLabel('Featured Image URL')).toHaveValue(newest.url);
    await expect(page.getByLabel('Featured Image Alt Text')).toHaveValue('Canvassers on Main Street');
    await page.getByRole('button', { name: 'Remove featured image' }).click();
    await expect(page.getByLabel('Featured Image URL')).toHaveValue('');
    await expect(page.getByText('No featured image')).toBeVisible();

    const content = page.getByLabel('Content');
    await content.fill('First paragraph.');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1f5fae' } })
      .png()
      .toBuffer();
    for (const kind of ['paste', 'drop'] as const) {
      await content.evaluate(
        (textarea, { bytes, kind }) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], `${kind}.png`, { type: 'image/png' }));
          const event =
            kind === 'paste'
              ? new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true })
              : new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
          textarea.dispatchEvent(event);
        },
        { bytes: [...png], kind },
      );
      await expect
        .poll(async () => (await content.inputValue()).match(/!\[\]\(\/media\/[^)]+\)/g)?.length ?? 0, {
          timeout: 60_000,
        })
        .toBe(kind === 'paste' ? 1 : 2);
    }
    // Each image is a line of its own, and the text typed before stays.
    expect(await content.inputValue()).toMatch(/First paragraph\./);
    expect(await content.inputValue()).toMatch(/(^|\n)!\[\]\(\/media\/[^)]+\)(\n|$)/);
  });
});

test('the media library fits a phone and passes axe @phone', async ({ page }) => {
  await signIn(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf-token')?.value ?? '';
  const uploaded = await page.request.post('/api/admin/media', {
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
    multipart: {
      alt: 'Stewards at the phone bank',
      file: { name: 'phones.jpg', mimeType: 'image/jpeg', buffer: await photo(5) },
    },
  });
  expect(uploaded.status()).toBe(201);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Stewards at the phone bank' }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
