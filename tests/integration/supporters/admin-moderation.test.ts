import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function insertEndorsement(name: string, approved: string, createdAt: Date) {
  const { rows } = await ctx.database.raw.query(
    `INSERT INTO endorsements (name, title, endorsement, approved, created_at)
     VALUES ($1, 'Steward, Local 17', $2, $3, $4) RETURNING id`,
    [name, `${name} endorses the slate`, approved, createdAt],
  );
  return String(rows[0].id);
}

async function insertTestimonial(name: string, approved: string, createdAt: Date) {
  const { rows } = await ctx.database.raw.query(
    `INSERT INTO testimonials (name, email, title, organization, story, approved, created_at)
     VALUES ($1, 'member@example.org', 'Nurse', 'Local 17', $2, $3, $4) RETURNING id`,
    [name, `${name}'s story`, approved, createdAt],
  );
  return String(rows[0].id);
}

const auditRows = async () =>
  (await ctx.database.raw.query('SELECT actor, action, target FROM audit_log ORDER BY id')).rows;

describe('GET /api/admin/endorsements', () => {
  it('lists every endorsement newest first in the admin shape', async () => {
    const older = await insertEndorsement('Older', 'approved', minutesAgo(10));
    const newer = await insertEndorsement('Newer', 'pending', minutesAgo(1));
    const res = await admin.agent.get('/api/admin/endorsements');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([newer, older]);
    expect(res.body[0]).toEqual({
      id: newer,
      name: 'Newer',
      title: 'Steward, Local 17',
      endorsement: 'Newer endorses the slate',
      approved: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: null,
      recruitedBy: null,
    });
  });

  it.each(['pending', 'approved', 'rejected'])('filters by ?status=%s', async (status) => {
    await insertEndorsement('Pending one', 'pending', minutesAgo(3));
    await insertEndorsement('Approved one', 'approved', minutesAgo(2));
    await insertEndorsement('Rejected one', 'rejected', minutesAgo(1));
    const res = await admin.agent.get(`/api/admin/endorsements?status=${status}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].approved).toBe(status);
  });

  it('answers an unknown status with 400', async () => {
    const res = await admin.agent.get('/api/admin/endorsements?status=archived');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Status must be pending, approved or rejected',
      errors: [{ path: 'status', message: 'Status must be pending, approved or rejected' }],
    });
  });
});

describe('GET /api/admin/testimonials', () => {
  it('lists stories with content, status and submittedAt, newest first, filtered by status', async () => {
    await insertTestimonial('Older', 'pending', minutesAgo(10));
    const newer = await insertTestimonial('Newer', 'pending', minutesAgo(1));
    await insertTestimonial('Approved', 'approved', minutesAgo(5));
    const res = await admin.agent.get('/api/admin/testimonials?status=pending');
    expect(res.status).toBe(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['Newer', 'Older']);
    expect(res.body[0]).toEqual({
      id: newer,
      name: 'Newer',
      email: 'member@example.org',
      title: 'Nurse',
      organization: 'Local 17',
      content: "Newer's story",
      status: 'pending',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: null,
      recruitedBy: null,
    });
    expect((await admin.agent.get('/api/admin/testimonials')).body).toHaveLength(3);
  });

  it('answers an unknown status with 400', async () => {
    expect((await admin.agent.get('/api/admin/testimonials?status=maybe')).status).toBe(400);
  });
});

describe.each([
  ['endorsements', insertEndorsement, 'approved'],
  ['testimonials', insertTestimonial, 'status'],
] as const)('PATCH /api/admin/%s/:id', (kind, insert, statusField) => {
  const patch = (id: string, body: object) =>
    admin.agent.patch(`/api/admin/${kind}/${id}`).set('X-CSRF-Token', admin.csrfToken).send(body);
  const singular = kind.slice(0, -1);

  it.each(['approved', 'rejected'])(
    'moves a pending item to %s and answers the updated item',
    async (status) => {
      const id = await insert('Pat Member', 'pending', minutesAgo(1));
      const res = await patch(id, { status });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(id);
      expect(res.body[statusField]).toBe(status);
      const list = await admin.agent.get(`/api/admin/${kind}?status=${status}`);
      expect(list.body.map((i: { id: string }) => i.id)).toEqual([id]);
      const verb = status === 'approved' ? 'approve' : 'reject';
      expect(await auditRows()).toEqual([
        { actor: 'campaign-admin', action: `${singular}.${verb}`, target: id },
      ]);
    },
  );

  it('shows an approved item on the public site', async () => {
    const id = await insert('Pat Member', 'pending', minutesAgo(1));
    await patch(id, { status: 'approved' });
    const res = await request(ctx.app).get(`/api/${kind}/approved`);
    expect(res.body.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it.each([{ status: 'pending' }, { status: 'maybe' }, {}])(
    'answers 400 for %j and changes nothing',
    async (body) => {
      const id = await insert('Pat Member', 'pending', minutesAgo(1));
      const res = await patch(id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Status must be approved or rejected',
        errors: [{ path: 'status', message: 'Status must be approved or rejected' }],
      });
      expect((await admin.agent.get(`/api/admin/${kind}?status=pending`)).body).toHaveLength(1);
      expect(await auditRows()).toEqual([]);
    },
  );

  it.each(['3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'not-a-uuid', '123'])(
    'answers 404 for the unknown id %s',
    async (id) => {
      const res = await patch(id, { status: 'approved' });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/not found/);
      expect(await auditRows()).toEqual([]);
    },
  );
});

describe('GET /api/admin/stats', () => {
  it('counts totals, pending reviews and published posts (scheduled included)', async () => {
    const raw = ctx.database.raw;
    await raw.query(`INSERT INTO volunteers (first_name, last_name, email, help_type)
                     VALUES ('A', 'B', 'a@example.org', 'canvassing'), ('C', 'D', 'c@example.org', 'other')`);
    await raw.query(`INSERT INTO contacts (first_name, last_name, email, subject, message)
                     VALUES ('A', 'B', 'a@example.org', 'Hi', 'Hello')`);
    await raw.query(
      `INSERT INTO newsletters (email, status) VALUES ('x@example.org', 'confirmed'), ('y@example.org', 'pending'), ('z@example.org', 'unsubscribed')`,
    );
    await insertEndorsement('P1', 'pending', minutesAgo(1));
    await insertEndorsement('A1', 'approved', minutesAgo(1));
    await insertTestimonial('P1', 'pending', minutesAgo(1));
    await insertTestimonial('P2', 'pending', minutesAgo(1));
    await insertTestimonial('R1', 'rejected', minutesAgo(1));
    await raw.query(`INSERT INTO posts (slug, title, status, published_at) VALUES
      ('live', 'Live', 'published', now() - interval '1 day'),
      ('scheduled', 'Scheduled', 'published', now() + interval '1 day'),
      ('draft', 'Draft', 'draft', NULL)`);
    const res = await admin.agent.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      volunteers: 2,
      testimonials: 2,
      endorsements: 1,
      contacts: 1,
      blogPosts: 2,
      newsletters: 3,
      confirmedSubscribers: 1,
    });
  });
});
