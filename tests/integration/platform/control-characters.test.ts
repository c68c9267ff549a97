import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { DAY, HOUR, insertEvent, rsvpBody } from '../../helpers/events';
import { useTestApp } from '../../helpers/test-app';

// Issue 34, finding 8: a one-line field (a name, a subject, a title, a phone) holding CR, LF, NUL or
// any other control character is refused with 400 on its path, on every form and endpoint, because
// the rule lives in the shared field helpers. Texts of several lines keep their newlines and tabs
// but refuse the other controls.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);

const HOSTILE = [
  ['CR LF and a header', 'Eve\r\nBcc: someone@example.com'],
  ['a lone LF', 'Eve\nAdams'],
  ['a lone CR', 'Eve\rAdams'],
  ['NUL', 'Eve\u0000Adams'],
  ['an escape', 'Eve\u001b[31mAdams'],
  ['a bell', 'Eve\u0007'],
  ['a tab', 'Eve\tAdams'],
  ['DEL', 'Eve\u007fAdams'],
] as const;

const volunteer = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', helpType: 'canvassing' };
const contact = {
  firstName: 'Bo',
  lastName: 'Ray',
  email: 'bo@example.org',
  subject: 'Hello',
  message: 'A message.',
};
const story = { name: 'Cy', email: 'cy@example.org', story: 'A story.', website: '' };
const endorsement = { name: 'Di', endorsement: 'Yes.', turnstileToken: 'ok', website: '' };

const publicCases = [
  ['/api/volunteers', 'volunteers', volunteer, ['firstName', 'lastName', 'phone']],
  ['/api/contacts', 'contacts', contact, ['firstName', 'lastName', 'subject']],
  ['/api/testimonials', 'testimonials', story, ['name', 'title', 'organization']],
  ['/api/endorsements', 'endorsements', endorsement, ['name', 'title']],
] as const;

describe('one-line fields of the public forms', () => {
  it.each(publicCases)(
    '%s refuses a line break or control character in a one-line field, with 400 on its path, storing nothing',
    async (endpoint, table, body, fields) => {
      for (const field of fields)
        for (const [name, value] of HOSTILE) {
          const res = await request(ctx.app)
            .post(endpoint)
            .send({ ...body, [field]: value });
          expect(res.status, `${field}: ${name}`).toBe(400);
          expect(res.body.errors[0]).toEqual({ path: field, message: expect.any(String) });
        }
      expect(await countRows(ctx.database, table)).toBe(0);
      // The control: the same body without the character is taken.
      expect((await request(ctx.app).post(endpoint).send(body)).status).toBe(201);
    },
  );

  it('an RSVP refuses a name or phone holding a line break or control character', async () => {
    const event = await insertEvent(ctx.db);
    for (const field of ['firstName', 'lastName', 'phone'])
      for (const [name, value] of HOSTILE) {
        const res = await request(ctx.app)
          .post(`/api/events/${event.slug}/rsvps`)
          .send(rsvpBody('rsvp@example.org', { [field]: value }));
        expect(res.status, `${field}: ${name}`).toBe(400);
        expect(res.body.errors[0].path).toBe(field);
      }
    expect(await countRows(ctx.database, 'event_rsvps')).toBe(0);
  });
});

describe('texts of several lines', () => {
  it('keep their newlines and tabs', async () => {
    const message = 'First line.\r\n\tIndented second line.\nThird.';
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, message });
    expect(res.status).toBe(201);
    const { rows } = await ctx.database.raw.query('SELECT message FROM contacts');
    expect(rows[0].message).toBe(message);
  });

  it.each([
    ['NUL', 'A\u0000B'],
    ['an escape', 'A\u001b[2JB'],
    ['a bell', 'A\u0007B'],
    ['a vertical tab', 'A\u000bB'],
    ['DEL', 'A\u007fB'],
  ])('refuse %s in a message, a story and an endorsement', async (_name, value) => {
    for (const [endpoint, body, field] of [
      ['/api/contacts', contact, 'message'],
      ['/api/testimonials', story, 'story'],
      ['/api/endorsements', endorsement, 'endorsement'],
    ] as const) {
      const res = await request(ctx.app)
        .post(endpoint)
        .send({ ...body, [field]: value });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.errors[0].path).toBe(field);
    }
  });
});

describe('one-line fields of the admin API', () => {
  const start = new Date(Math.floor((Date.now() + 10 * DAY) / 60_000) * 60_000);
  const event = {
    title: 'Town Hall',
    summary: 'Questions.',
    description: 'Line one.\n\nLine two.',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + HOUR).toISOString(),
    location: { kind: 'in-person', venue: 'Union Hall', address: '1 Main St' },
    capacity: 10,
    status: 'published',
  };
  const send = (method: 'post' | 'patch', url: string, body: object) =>
    admin.agent[method](url).set('X-CSRF-Token', admin.csrfToken).send(body);

  it.each([
    ['title', { title: 'Town Hall\r\nMETHOD:REQUEST' }, 'title'],
    ['summary', { summary: 'Short\nsummary' }, 'summary'],
    ['venue', { location: { kind: 'in-person', venue: 'Hall\r\nX', address: '' } }, 'location.venue'],
    [
      'address',
      { location: { kind: 'in-person', venue: 'Hall', address: '1 Main\u0000St' } },
      'location.address',
    ],
  ])(
    'an event refuses a %s with a control character (400 on its path), creating nothing',
    async (_n, change, path) => {
      const res = await send('post', '/api/admin/events', { ...event, ...change });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
      expect(await countRows(ctx.database, 'events')).toBe(0);
    },
  );

  it('an event keeps the newlines of its markdown description', async () => {
    expect((await send('post', '/api/admin/events', event)).status).toBe(201);
  });

  it('an edited event refuses a title with CR/LF and keeps the old one', async () => {
    const created = await send('post', '/api/admin/events', event);
    const res = await send('patch', `/api/admin/events/${created.body.slug}`, {
      ...event,
      title: 'New\r\nEND:VEVENT',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('title');
    const { rows } = await ctx.database.raw.query('SELECT title FROM events');
    expect(rows).toEqual([{ title: 'Town Hall' }]);
  });

  it('a post refuses a title, category or tag with a line break', async () => {
    const post = { title: 'A post', excerpt: 'Short.', content: 'Body\n\nmore', status: 'draft', tags: [] };
    for (const [change, path] of [
      [{ title: 'A\r\npost' }, 'title'],
      [{ category: 'News\nX' }, 'category'],
      [{ tags: ['ok', 'bad\u0000tag'] }, 'tags.1'],
    ] as const) {
      const res = await send('post', '/api/admin/posts', { ...post, ...change });
      expect(res.status, path).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
    expect(await countRows(ctx.database, 'posts')).toBe(0);
    expect((await send('post', '/api/admin/posts', post)).status).toBe(201);
  });

  it('a new admin refuses a username with a control character', async () => {
    const res = await send('post', '/api/admin/users', {
      username: 'eve\u0000admin',
      password: 'Another-Long-Pass-42',
      currentPassword: 'Solidarity-2025!',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('username');
  });
});
