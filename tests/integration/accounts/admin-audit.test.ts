import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminAgent } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 10's audit screen: who did what to which item and when, newest first, paged.
const ctx = useTestApp();

/** n audit rows, a minute apart, the last one newest. */
async function auditRows(n: number) {
  await ctx.database.raw.query(
    `INSERT INTO audit_log (actor, action, target, details, created_at)
     SELECT 'campaign-admin', 'post.publish', 'post-' || g, '{"title":"T"}'::jsonb, now() - (($1 - g) * interval '1 minute')
     FROM generate_series(1, $1::int) g`,
    [n],
  );
}

describe('GET /api/admin/audit', () => {
  it('answers the newest first with id, actor, action, target, details and createdAt, and the total', async () => {
    const { agent } = await adminAgent(ctx);
    await auditRows(3);
    const res = await agent.get('/api/admin/audit');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.map((e: { target: string }) => e.target)).toEqual(['post-3', 'post-2', 'post-1']);
    expect(res.body[0]).toEqual({
      id: 3,
      actor: 'campaign-admin',
      action: 'post.publish',
      target: 'post-3',
      details: { title: 'T' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('pages: 50 by default, limit and offset as asked, at most 200', async () => {
    const { agent } = await adminAgent(ctx);
    await auditRows(230);
    const first = await agent.get('/api/admin/audit');
    expect(first.body).toHaveLength(50);
    expect(first.headers['x-total-count']).toBe('230');
    const page = await agent.get('/api/admin/audit?limit=10&offset=20');
    expect(page.body.map((e: { target: string }) => e.target)[0]).toBe('post-210');
    expect(page.body).toHaveLength(10);
    expect((await agent.get('/api/admin/audit?limit=200')).body).toHaveLength(200);
  });

  it.each(['limit=0', 'limit=201', 'limit=abc', 'offset=-1', 'offset=1.5', 'limit='])(
    'answers 400 to %s',
    async (query) => {
      const { agent } = await adminAgent(ctx);
      const res = await agent.get(`/api/admin/audit?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: expect.any(String),
        errors: [expect.objectContaining({ path: expect.any(String) })],
      });
    },
  );

  it('records account changes as they happen, and answers 401 signed out', async () => {
    const { agent, csrfToken } = await adminAgent(ctx);
    await agent.post('/api/admin/users').set('X-CSRF-Token', csrfToken).send({
      username: 'press-officer',
      password: 'Tell-The-Members-7',
      currentPassword: 'Solidarity-2025!',
    });
    const res = await agent.get('/api/admin/audit');
    expect(res.body).toEqual([
      expect.objectContaining({ actor: 'campaign-admin', action: 'admin.create', target: 'press-officer' }),
    ]);
    expect((await request(ctx.app).get('/api/admin/audit')).status).toBe(401);
  });
});
