import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { HELP_TYPE_VALUES } from '../../../shared/constants';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

// The rate limit has its own file; here every test may post as often as it needs.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const long = (n: number) => 'x'.repeat(n);
/** A valid address of exactly `n` characters. */
const emailOfLength = (n: number) => `${'a'.repeat(n - '@example.org'.length)}@example.org`;

const volunteer = {
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.org',
  phone: '555-0100',
  helpType: 'canvassing',
};
const contact = {
  firstName: 'Ben',
  lastName: 'Ortiz',
  email: 'ben@example.org',
  subject: 'Local 12',
  message: 'Can we meet?',
};

async function rows(table: string) {
  const { rows } = await ctx.database.raw.query(`SELECT * FROM "${table}"`);
  return rows;
}

/** CONTRACT section 2: 400 with the field's message, and nothing stored. */
async function expectRejected(res: request.Response, table: string, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message, errors: [{ path, message }] });
  expect(await countRows(ctx.database, table)).toBe(0);
}

describe('POST /api/volunteers', () => {
  it('answers 201 {id} and stores the trimmed sign-up with a lower-cased email', async () => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({
        ...volunteer,
        firstName: '  Ana ',
        lastName: ' Reyes  ',
        email: '  Ana.Reyes@Example.ORG ',
        phone: ' 555-0100 ',
      });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    expect(res.body.id).toMatch(UUID);
    const [row] = await rows('volunteers');
    expect(row).toMatchObject({
      id: res.body.id,
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana.reyes@example.org',
      phone: '555-0100',
      help_type: 'canvassing',
    });
  });

  it.each(HELP_TYPE_VALUES)('accepts the help type %s', async (helpType) => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...volunteer, helpType });
    expect(res.status).toBe(201);
  });

  it('stores no phone when it is left out or blank', async () => {
    const { phone: _phone, ...withoutPhone } = volunteer;
    expect((await request(ctx.app).post('/api/volunteers').send(withoutPhone)).status).toBe(201);
    expect(
      (
        await request(ctx.app)
          .post('/api/volunteers')
          .send({ ...volunteer, phone: '   ' })
      ).status,
    ).toBe(201);
    expect((await rows('volunteers')).map((r) => r.phone)).toEqual([null, null]);
  });

  it('accepts values exactly at their bounds, after trimming', async () => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({
        ...volunteer,
        firstName: ` ${long(100)} `,
        lastName: long(100),
        email: emailOfLength(254),
        phone: long(30),
      });
    expect(res.status).toBe(201);
  });

  it.each([
    ['firstName', undefined, 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', long(101), 'Must be at most 100 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', long(101), 'Must be at most 100 characters'],
    ['email', undefined, 'Email is required'],
    ['email', 'ana at example.org', 'Please enter a valid email address'],
    ['email', emailOfLength(255), 'Must be at most 254 characters'],
    ['phone', long(31), 'Must be at most 30 characters'],
    ['helpType', undefined, 'Please choose how you would like to help'],
    ['helpType', 'juggling', 'Please choose how you would like to help'],
  ])('refuses %s=%j and stores nothing', async (field, value, message) => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...volunteer, [field]: value });
    await expectRejected(res, 'volunteers', field, message);
  });

  it('ignores fields the form does not have', async () => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...volunteer, id: '00000000-0000-0000-0000-000000000000', createdAt: '2001-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe('00000000-0000-0000-0000-000000000000');
    const [row] = await rows('volunteers');
    expect(new Date(row.created_at as string).getFullYear()).toBeGreaterThan(2001);
  });
});

describe('POST /api/contacts', () => {
  it('answers 201 {id} and stores the trimmed message with a lower-cased email', async () => {
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, subject: '  Local 12  ', email: 'BEN@example.org ', message: ' Can we meet? ' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    expect(res.body.id).toMatch(UUID);
    const [row] = await rows('contacts');
    expect(row).toMatchObject({
      first_name: 'Ben',
      email: 'ben@example.org',
      subject: 'Local 12',
      message: 'Can we meet?',
    });
  });

  it('accepts a 200-character subject and a 5000-character message', async () => {
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, subject: long(200), message: long(5000) });
    expect(res.status).toBe(201);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', undefined, 'Last name is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['subject', '  ', 'Subject is required'],
    ['subject', long(201), 'Must be at most 200 characters'],
    ['message', undefined, 'Message is required'],
    ['message', long(5001), 'Must be at most 5000 characters'],
  ])('refuses %s=%j and stores nothing', async (field, value, message) => {
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, [field]: value });
    await expectRejected(res, 'contacts', field, message);
  });

  it('refuses a value of the wrong type', async () => {
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, message: 42 });
    await expectRejected(res, 'contacts', 'message', 'Message is required');
  });
});

describe('POST /api/newsletter', () => {
  it('answers 201 with the same body for a new address and for one already signed up (CONTRACT section 3)', async () => {
    const first = await request(ctx.app).post('/api/newsletter').send({ email: 'Dee@Example.org' });
    expect(first.status).toBe(201);
    const again = await request(ctx.app).post('/api/newsletter').send({ email: '  dee@example.ORG ' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const stored = await rows('newsletters');
    expect(stored.map((r) => r.email)).toEqual(['dee@example.org']);
  });

  it.each([
    [undefined, 'Email is required'],
    ['   ', 'Email is required'],
    ['dee@', 'Please enter a valid email address'],
    [emailOfLength(255), 'Must be at most 254 characters'],
  ])('refuses email=%j and stores nothing', async (email, message) => {
    const res = await request(ctx.app).post('/api/newsletter').send({ email });
    await expectRejected(res, 'newsletters', 'email', message);
  });
});
