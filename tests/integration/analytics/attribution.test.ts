// CONTRACT section 17: every public form and the RSVP keep the visit's attribution with their row,
// the admin answers show it as `source`, the CSV exports as six columns; junk in it never fails a form.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEvent, rsvpBody } from '../../helpers/events';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);

const FROM_FACEBOOK = {
  landingPath: '/vision',
  referrer: 'm.facebook.com',
  utmSource: 'facebook',
  utmMedium: 'social',
  utmCampaign: 'caucus-week',
  utmContent: 'group-post',
  formPath: '/get-involved',
};

const forms = {
  volunteers: { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.org', helpType: 'canvassing' },
  contacts: {
    firstName: 'Ben',
    lastName: 'Ortiz',
    email: 'ben@example.org',
    subject: 'Hi',
    message: 'Hello',
  },
  newsletter: { email: 'cy@example.org' },
  endorsements: { name: 'Dee', endorsement: 'Strong', turnstileToken: 'token', website: '' },
  testimonials: { name: 'Eve', email: 'eve@example.org', story: 'My story', website: '' },
};
const lists = {
  volunteers: '/api/admin/volunteers',
  contacts: '/api/admin/contacts',
  newsletter: '/api/admin/newsletter',
  endorsements: '/api/admin/endorsements',
  testimonials: '/api/admin/testimonials',
};
type Form = keyof typeof forms;

const send = (form: Form, attribution: unknown) =>
  request(ctx.app)
    .post(`/api/${form}`)
    .send({ ...forms[form], attribution });

async function listed(form: Form) {
  const res = await admin.agent.get(lists[form]);
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(1);
  return res.body[0] as { source: unknown; recruitedBy: unknown };
}

describe('attribution on every public form', () => {
  for (const form of Object.keys(forms) as Form[]) {
    it(`stores a ${form} sign-up's attribution and answers it as source`, async () => {
      expect((await send(form, FROM_FACEBOOK)).status).toBe(201);
      expect(await listed(form)).toMatchObject({ source: FROM_FACEBOOK, recruitedBy: null });
    });

    it(`takes a ${form} sign-up without attribution, its source null`, async () => {
      expect((await send(form, undefined)).status).toBe(201);
      expect(await listed(form)).toMatchObject({ source: null, recruitedBy: null });
    });
  }

  it('stores an RSVP with its attribution and answers it in the event list', async () => {
    const event = await insertEvent(ctx.db);
    const res = await request(ctx.app)
      .post(`/api/events/${event.slug}/rsvps`)
      .send({
        ...rsvpBody('rsvp@example.org'),
        attribution: { utmCampaign: 'town-hall', formPath: `/events/${event.slug}` },
      });
    expect(res.status).toBe(201);
    const list = await admin.agent.get(`/api/admin/events/${event.slug}/rsvps`);
    expect(list.body[0]).toMatchObject({
      source: { utmCampaign: 'town-hall', formPath: `/events/${event.slug}` },
      recruitedBy: null,
    });
  });
});

describe('junk in the attribution never fails a form, and nothing unsafe is kept', () => {
  const hostile: [string, unknown, unknown][] = [
    ['a number', 42, null],
    ['an array', ['/vision'], null],
    ['a string', '/vision', null],
    ['values that are not strings', { landingPath: 7, utmSource: { a: 1 }, ref: ['x'] }, null],
    ['a javascript: referrer', { referrer: 'javascript:alert(1)', ref: 'ok' }, { ref: 'ok' }],
    [
      'a whole referring address',
      { referrer: 'https://News.Example.org/story?id=1' },
      { referrer: 'news.example.org' },
    ],
    [
      'a landing path with its query',
      { landingPath: '/?utm_source=x&token=secret#top' },
      { landingPath: '/' },
    ],
    ['a landing path that is no path', { landingPath: 'https://evil.example/' }, null],
    [
      'control characters',
      { utmCampaign: 'fall\r\nBcc: x@example.org' },
      { utmCampaign: 'fallBcc: x@example.org' },
    ],
  ];
  for (const [what, attribution, stored] of hostile) {
    it(`keeps the sign-up with ${what} (stored: ${JSON.stringify(stored)})`, async () => {
      expect((await send('volunteers', attribution)).status).toBe(201);
      expect((await listed('volunteers')).source).toEqual(stored);
    });
  }

  it('cuts strings to 200 characters, stores HTML as plain text and drops 200 made-up utm keys', async () => {
    const made = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`utm_x${i}`, 'x']));
    const attribution = { ...made, utmCampaign: 'c'.repeat(5000), utmSource: '<img src=x onerror=alert(1)>' };
    expect((await send('volunteers', attribution)).status).toBe(201);
    expect((await listed('volunteers')).source).toEqual({
      utmCampaign: 'c'.repeat(200),
      utmSource: '<img src=x onerror=alert(1)>',
    });
  });

  it('still refuses the form for its own fields, and stores nothing', async () => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...forms.volunteers, email: 'not-an-address', attribution: FROM_FACEBOOK });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['email']);
    expect((await admin.agent.get('/api/admin/volunteers')).body).toEqual([]);
  });
});

describe('the CSV exports', () => {
  const COLUMNS = 'landing_page,referrer,ref,utm_source,utm_medium,utm_campaign';

  for (const [dataset, form] of [
    ['volunteers', 'volunteers'],
    ['contacts', 'contacts'],
    ['newsletter', 'newsletter'],
    ['endorsements', 'endorsements'],
    ['testimonials', 'testimonials'],
  ] as const) {
    it(`end ${dataset}.csv with the attribution columns`, async () => {
      await send(form, { ...FROM_FACEBOOK, ref: '=cmd|calc' });
      const res = await admin.agent.get(`/api/admin/export/${dataset}.csv`);
      const [header, row] = res.text.split('\r\n');
      expect(header.endsWith(`,${COLUMNS}`)).toBe(true);
      // A cell a spreadsheet would run stays text, as every other cell does.
      expect(row.endsWith(",/vision,m.facebook.com,'=cmd|calc,facebook,social,caucus-week")).toBe(true);
    });
  }

  it('leaves the import presets as the importers expect them', async () => {
    await send('volunteers', FROM_FACEBOOK);
    const res = await admin.agent.get('/api/admin/export/volunteers.csv?preset=action-network');
    expect(res.text.split('\r\n')[0]).not.toContain('utm_');
  });
});
