import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';
import type { AdminPost, MediaItem } from '../../shared/api-types';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './fixtures';

// A post with an uploaded featured image and one in its content, made over the admin API, then seen
// as a visitor sees it: pictures with AVIF and WebP sources, srcset, sizes and their size reserved.

async function signedIn(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const { cookies } = await request.storageState();
  return { 'X-CSRF-Token': decodeURIComponent(cookies.find((c) => c.name === 'csrf-token')!.value) };
}

async function uploadImage(request: APIRequestContext, headers: Record<string, string>, alt: string) {
  const buffer = await sharp({ create: { width: 1400, height: 800, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/admin/media', {
    headers,
    multipart: { file: { name: 'rally.jpg', mimeType: 'image/jpeg', buffer }, alt },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as MediaItem;
}

async function expectResponsive(img: Locator, image: MediaItem) {
  await expect(img).toHaveAttribute('srcset', new RegExp(`${image.url.replace(/\.jpg$/, '')}`));
  await expect(img).toHaveAttribute('sizes', /.+/);
  await expect(img).toHaveAttribute('width', '1400');
  await expect(img).toHaveAttribute('height', '800');
  const picture = img.locator('xpath=..');
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /320\.avif 320w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /1400\.webp 1400w/);
}

test('a post with uploaded images shows them responsively on its page and on /updates', async ({
  page,
  request,
}) => {
  const headers = await signedIn(request);
  const featured = await uploadImage(request, headers, 'Members fill the hall');
  const inline = await uploadImage(request, headers, 'A raised fist');
  const word = `picturetest${Date.now()}`;
  const res = await request.post('/api/admin/posts', {
    headers,
    data: {
      title: `Pictures from the ${word} rally`,
      excerpt: 'Photos from Saturday.',
      content: `The hall was full.\n\n![](${inline.url})\n\nThank you all.`,
      category: 'Events',
      tags: [],
      status: 'published',
      publishedAt: null,
      featuredImage: featured.url,
      featuredImageAlt: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const post = (await res.json()) as AdminPost;

  await page.goto(`/updates/${post.slug}`);
  const hero = page.getByRole('img', { name: 'Members fill the hall' });
  await expect(hero).toBeVisible();
  await expectResponsive(hero, featured);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  // Reserved space: the picture is drawn at its box's 16:9 before and after it loads.
  const box = await hero.boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);

  const inContent = page.locator('.prose-campaign img');
  await expectResponsive(inContent, inline);
  await expect(inContent).toHaveAttribute('alt', 'A raised fist');
  await expect(inContent).toHaveAttribute('loading', 'lazy');
  await expect(inContent).toHaveAttribute('decoding', 'async');
  await inContent.scrollIntoViewIfNeeded();
  await expect.poll(() => inContent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A browser that reads AVIF fetched an AVIF file.
  expect(await inContent.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

  await page.goto(`/updates?q=${word}`);
  const card = page.getByRole('article', { name: post.title });
  const cardImage = card.getByRole('img', { name: 'Members fill the hall' });
  await expectResponsive(cardImage, featured);
  await expect(cardImage).toHaveAttribute('fetchpriority', 'high');
});
