import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { readHead } from '../../helpers/markup';
import { solidImage } from '../../helpers/media-images';
import { PUBLIC_CACHE_ON, readBeforeAndAfter } from '../../helpers/public-reader';
import { useSiteApp } from '../../helpers/site-app';

// http: an https SITE_URL makes the session cookie Secure, which supertest's agent never sends back.
const SITE = 'http://vote.example.org';
// The public cache is on, as in production: an edit shows at once because it cleared the cache.
const ctx = useSiteApp({ SITE_URL: SITE, ...PUBLIC_CACHE_ON });
const admin = useSignedInAdmin(ctx);

interface Uploaded {
  id: string;
  url: string;
  width: number;
  height: number;
  social: { url: string };
  variants: { url: string; width: number; height: number; format: string }[];
}

async function upload(alt: string, width = 1000, height = 600): Promise<Uploaded> {
  const res = await admin.agent
    .post('/api/admin/media')
    .set('X-CSRF-Token', admin.csrfToken)
    .field('alt', alt)
    .attach('file', await solidImage(width, height), 'photo.jpg');
  expect(res.status).toBe(201);
  return res.body;
}

const srcsetOf = (image: Uploaded, format: string) =>
  image.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

describe('public posts carry what a responsive featured image needs', () => {
  it('adds featuredImageMedia to media images in the list and the post; external URLs stay as they were', async () => {
    const image = await upload('Members on the picket line');
    await insertPost(ctx.db, { slug: 'with-media', featuredImage: image.url, featuredImageAlt: null });
    await insertPost(ctx.db, {
      slug: 'with-external',
      featuredImage: 'https://images.example.org/rally.jpg',
      createdAt: new Date(Date.now() - 60_000),
      publishedAt: new Date(Date.now() - 7200_000),
    });

    const list = await request(ctx.app).get('/api/posts');
    expect(list.status).toBe(200);
    const [withMedia, external] = list.body;
    expect(withMedia.featuredImage).toBe(image.url);
    expect(withMedia.featuredImageMedia).toEqual({
      width: 1000,
      height: 600,
      alt: 'Members on the picket line',
      variants: image.variants,
    });
    expect(external.featuredImage).toBe('https://images.example.org/rally.jpg');
    expect(external).not.toHaveProperty('featuredImageMedia');

    const post = await request(ctx.app).get('/api/posts/with-media');
    expect(post.body.featuredImageMedia.variants).toEqual(image.variants);
  });
});

describe('GET /api/posts/:slug makes markdown images of uploads responsive', () => {
  it('answers them as <img> with srcset, sizes, width, height, lazy loading and async decoding', async () => {
    const image = await upload('Stored alt');
    await insertPost(ctx.db, {
      slug: 'story',
      content: `Intro\n\n![Crowd at the hall](${image.url})\n\n![](https://elsewhere.example/x.png)`,
    });
    const { body } = await request(ctx.app).get('/api/posts/story');
    const html: string = body.content;
    expect(html).toContain(
      `<source type="image/avif" srcset="${srcsetOf(image, 'avif')}" sizes="(min-width: 768px) 720px, calc(100vw - 2rem)">`,
    );
    expect(html).toContain(`<source type="image/webp" srcset="${srcsetOf(image, 'webp')}"`);
    const img = /<img src="\/media[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${image.url}"`);
    expect(img).toContain(`srcset="${srcsetOf(image, 'jpeg')}"`);
    expect(img).toContain('sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"');
    expect(img).toContain('width="1000" height="600"');
    expect(img).toContain('alt="Crowd at the hall"');
    expect(img).toContain('loading="lazy" decoding="async"');
    // An external image is left as the sanitizer wrote it.
    expect(html).toContain('<img src="https://elsewhere.example/x.png" alt="" loading="lazy">');
  });

  it('reads the image at request time: an empty markdown alt shows the alt text as last edited', async () => {
    const image = await upload('First words');
    await insertPost(ctx.db, { slug: 'later', content: `![](${image.url})` });
    const { before, after } = await readBeforeAndAfter(ctx, '/api/posts/later', async () => {
      const edit = await admin.agent
        .patch(`/api/admin/media/${image.id}`)
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ alt: 'Better words' });
      expect(edit.status).toBe(200);
    });
    expect(before.body.content).toContain('alt="First words"');
    expect(after.body.content).toContain('alt="Better words"');
  });

  it('keeps hostile markup out: a media URL never smuggles attributes through', async () => {
    const image = await upload('x" onerror="alert(1)');
    await insertPost(ctx.db, {
      slug: 'hostile',
      content: `<img src="${image.url}" onerror="alert(1)" alt="a&quot; onload=&quot;x">`,
    });
    const html: string = (await request(ctx.app).get('/api/posts/hostile')).body.content;
    // Attribute names of every tag: values are always double-quoted, so text inside them is skipped.
    const names = [...html.matchAll(/\s([\w:-]+)(?==")/g)].map((m) => m[1]);
    expect(names.filter((n) => n.startsWith('on'))).toEqual([]);
    expect(html).toContain('<picture>');
    expect(html).toContain('alt="a&quot; onload=&quot;x"');
  });
});

describe('share previews of a post with an uploaded image', () => {
  it('point og:image at the 1200 x 630 crop, absolute, with its size and alt, as a large card', async () => {
    const image = await upload('Crowd');
    await insertPost(ctx.db, {
      slug: 'shared',
      featuredImage: image.url,
      featuredImageAlt: 'Members marching',
    });
    const res = await request(ctx.app).get('/updates/shared');
    expect(res.status).toBe(200);
    const head = readHead(res.text);
    expect(head.meta('og:image')).toEqual([`${SITE}${image.social.url}`]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:alt')).toEqual(['Members marching']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:image')).toEqual([`${SITE}${image.social.url}`]);
    // The picture is the page's largest paint: its AVIF files are preloaded from the first HTML.
    const preload = /<link[^>]*rel="preload"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(preload).toContain('as="image" type="image/avif"');
    expect(preload).toContain(`imagesrcset="${srcsetOf(image, 'avif')}"`);
    expect(preload).toContain('imagesizes="(min-width: 768px) 720px, calc(100vw - 2rem)"');
    expect(preload).toContain('fetchpriority="high"');
    await insertPost(ctx.db, { slug: 'external', featuredImage: 'https://images.example.org/a.jpg' });
    expect((await request(ctx.app).get('/updates/external')).text).not.toContain('rel="preload" as="image"');
    const social = await request(ctx.app).get(image.social.url);
    expect([social.status, social.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});
