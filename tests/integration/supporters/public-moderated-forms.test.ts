import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

// No TURNSTILE_SECRET_KEY here: any non-empty token passes (public-turnstile.test.ts covers the rest).
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const long = (n: number) => 'x'.repeat(n);

const endorsement = {
  name: 'Rosa Park',
  title: 'Steward, Local 2100',
  endorsement: 'Jordan won my grievance.',
  turnstileToken: 'any-token',
  website: '',
};
const story = {
  name: 'Lee Chan',
  email: 'lee@example.org',
  title: 'Nurse',
  organization: 'Local 88',
  story: 'They had my back.',
  website: '',
};

async function rows(table: string) {
  const { rows } = await ctx.database.raw.query(`SELECT * FROM "${table}"`);
  return rows;
}

async function expectRejected(res: request.Response, table: string, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message, errors: [{ path, message }] });
  expect(await countRows(ctx.database, table)).toBe(0);
}

describe('POST /api/endorsements', () => {
  it('answers 201 {id, status: "pending"} and stores the trimmed endorsement', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, name: '  Rosa Park ', endorsement: '  Jordan won my grievance.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), status: 'pending' });
    const [row] = await rows('endorsements');
    expect(row).toMatchObject({
      name: 'Rosa Park',
      title: 'Steward, Local 2100',
      endorsement: 'Jordan won my grievance.',
      approved: 'pending',
    });
  });

  it('accepts a missing or blank title and stores none', async () => {
    const { title: _title, ...untitled } = endorsement;
    expect((await request(ctx.app).post('/api/endorsements').send(untitled)).status).toBe(201);
    expect(
      (
        await request(ctx.app)
          .post('/api/endorsements')
          .send({ ...endorsement, title: '  ' })
      ).status,
    ).toBe(201);
    expect((await rows('endorsements')).map((r) => r.title)).toEqual([null, null]);
  });

  it('accepts the fixed placeholder token when no Turnstile secret is configured', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, turnstileToken: 'turnstile-placeholder-token' });
    expect(res.status).toBe(201);
  });

  it('stays pending whatever the body claims, so it is not shown publicly', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, approved: 'approved', status: 'approved' });
    expect(res.body.status).toBe('pending');
    expect((await request(ctx.app).get('/api/endorsements/approved')).body).toEqual([]);
  });

  it.each([
    ['name', undefined, 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', long(101), 'Must be at most 100 characters'],
    ['title', long(151), 'Must be at most 150 characters'],
    ['endorsement', '', 'Please tell us why you endorse Jordan Ellis'],
    ['endorsement', long(5001), 'Must be at most 5000 characters'],
    ['turnstileToken', undefined, 'Please complete the security verification'],
    ['turnstileToken', '  ', 'Please complete the security verification'],
    ['website', 'https://spam.example', 'Invalid submission'],
  ])('refuses %s=%j and stores nothing', async (field, value, message) => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, [field]: value });
    await expectRejected(res, 'endorsements', field, message);
  });

  it('refuses a filled honeypot even when everything else is wrong too', async () => {
    const res = await request(ctx.app).post('/api/endorsements').send({ website: 'bot' });
    await expectRejected(res, 'endorsements', 'website', 'Invalid submission');
  });
});

describe('POST /api/testimonials', () => {
  it('answers 201 {id, status: "pending"} and stores the story with a lower-cased email', async () => {
    const res = await request(ctx.app)
      .post('/api/testimonials')
      .send({ ...story, email: ' Lee@Example.ORG ', story: ' They had my back. ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), status: 'pending' });
    const [row] = await rows('testimonials');
    expect(row).toMatchObject({
      name: 'Lee Chan',
      email: 'lee@example.org',
      title: 'Nurse',
      organization: 'Local 88',
      story: 'They had my back.',
      approved: 'pending',
    });
  });

  it('accepts a story without title or organization', async () => {
    const res = await request(ctx.app)
      .post('/api/testimonials')
      .send({ name: 'Lee', email: 'lee@example.org', story: 'Thanks.' });
    expect(res.status).toBe(201);
    const [row] = await rows('testimonials');
    expect(row).toMatchObject({ title: null, organization: null });
  });

  it('accepts values exactly at their bounds', async () => {
    const res = await request(ctx.app)
      .post('/api/testimonials')
      .send({ ...story, name: long(100), title: long(150), organization: long(150), story: long(5000) });
    expect(res.status).toBe(201);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', undefined, 'Email is required'],
    ['email', 'lee@', 'Please enter a valid email address'],
    ['title', long(151), 'Must be at most 150 characters'],
    ['organization', long(151), 'Must be at most 150 characters'],
    ['story', ' ', 'Please share your story'],
    ['story', long(5001), 'Must be at most 5000 characters'],
    ['website', 'filled', 'Invalid submission'],
  ])('refuses %s=%j and stores nothing', async (field, value, message) => {
    const res = await request(ctx.app)
      .post('/api/testimonials')
      .send({ ...story, [field]: value });
    await expectRejected(res, 'testimonials', field, message);
  });
});
