import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEvent } from '../../helpers/events';
import { insertPost } from '../../helpers/factories';
import { uploadMedia } from '../../helpers/media-images';
import { useFreshSiteContent } from '../../helpers/site-content';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT sections 7, 13 and 14: an image shown by a candidate's portrait or by an event is in use
// as one shown by a post is: the library names the use, and a delete is refused (409) until it ends.
const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const upload = (alt: string) => uploadMedia(admin, alt);
const remove = (id: string) =>
  admin.agent.delete(`/api/admin/media/${id}`).set('X-CSRF-Token', admin.csrfToken);
const library = async () =>
  (await admin.agent.get('/api/admin/media')).body as {
    id: string;
    usedBy: string[];
    uses: { kind: string; key: string; name: string; href: string }[];
  }[];
const itemOf = async (id: string) => (await library()).find((item) => item.id === id)!;

/** Saves the president's biography page with `photo` as the portrait. */
async function setPortrait(photo: { url: string; alt: string }) {
  const page = (await admin.agent.get('/api/admin/pages/aboutPresident')).body;
  const res = await admin.agent
    .put('/api/admin/pages/aboutPresident')
    .set('X-CSRF-Token', admin.csrfToken)
    .send({
      version: page.version,
      head: page.head,
      content: { ...page.content, person: { ...page.content.person, photo } },
    });
  expect(res.status).toBe(200);
  return page.content.person.name as string;
}

const setEventImage = async (slug: string, featuredImage: string | null) => {
  const res = await admin.agent
    .patch(`/api/admin/events/${slug}`)
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ featuredImage });
  expect(res.status).toBe(200);
};

describe('an image used as a portrait', () => {
  it('is named in usedBy with the page that edits it, and cannot be deleted until replaced', async () => {
    const image = await upload('The candidate at the podium');
    const name = await setPortrait({ url: image.url, alt: 'Jordan Ellis speaking' });

    const item = await itemOf(image.id);
    expect(item.usedBy).toEqual([`Portrait: ${name}`]);
    expect(item.uses).toEqual([
      {
        kind: 'portrait',
        key: 'aboutPresident',
        name: `Portrait: ${name}`,
        href: '/admin/pages/aboutPresident',
      },
    ]);

    const refused = await remove(image.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This image is still used by 1 portrait. Remove it from that portrait first.',
    });
    expect((await itemOf(image.id)).id).toBe(image.id);

    await setPortrait({ url: '', alt: '' });
    expect((await itemOf(image.id)).usedBy).toEqual([]);
    expect((await remove(image.id)).status).toBe(204);
  });
});

describe('an image used by an event', () => {
  it('counts as the featured image or in the description, drafts included', async () => {
    const featured = await upload('Town hall');
    const inText = await upload('Map');
    const event = await insertEvent(ctx.db, { status: 'draft' });
    await setEventImage(event.slug, featured.url);
    await ctx.database.raw.query(`UPDATE events SET description = $1 WHERE id = $2`, [
      `Parking: ![map](/media/${inText.id}/640.webp)`,
      event.id,
    ]);

    for (const image of [featured, inText]) {
      const item = await itemOf(image.id);
      expect(item.usedBy).toEqual([`Event: ${event.slug}`]);
      expect(item.uses[0]).toMatchObject({ kind: 'event', href: `/admin/events/edit/${event.slug}` });
      const refused = await remove(image.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This image is still used by 1 event. Remove it from that event first.',
      );
    }

    await setEventImage(event.slug, null);
    expect((await remove(featured.id)).status).toBe(204);
  });

  it('names every use, posts first, and counts them all in the refusal', async () => {
    const image = await upload('Rally');
    await insertPost(ctx.db, { slug: 'rally-report', featuredImage: image.url });
    const event = await insertEvent(ctx.db);
    await setEventImage(event.slug, image.url);
    const name = await setPortrait({ url: image.url, alt: 'At the rally' });

    expect((await itemOf(image.id)).usedBy).toEqual([
      'rally-report',
      `Event: ${event.slug}`,
      `Portrait: ${name}`,
    ]);
    const refused = await remove(image.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This image is still used by 1 post, 1 event and 1 portrait. Remove it from them first.',
    );
  });
});
