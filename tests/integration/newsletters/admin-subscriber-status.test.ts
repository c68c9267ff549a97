import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

// The subscriber list and its exports with double opt-in's statuses (CONTRACT section 11).

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const get = (path: string) => admin.agent.get(path);
const csvLines = (text: string) => text.split('\r\n').filter(Boolean);

async function subscribers() {
  await ctx.database.raw.query(
    `INSERT INTO newsletters (email, status, created_at) VALUES
       ('confirmed@example.org', 'confirmed', now() - interval '4 minutes'),
       ('pending@example.org', 'pending', now() - interval '3 minutes'),
       ('left@example.org', 'unsubscribed', now() - interval '2 minutes'),
       ('bounced@example.org', 'bounced', now() - interval '1 minute')`,
  );
}

describe('GET /api/admin/newsletter with status', () => {
  it('shows each subscriber status', async () => {
    await subscribers();
    const res = await get('/api/admin/newsletter');
    expect(res.body.map((s: { email: string; status: string }) => [s.email, s.status])).toEqual([
      ['bounced@example.org', 'bounced'],
      ['left@example.org', 'unsubscribed'],
      ['pending@example.org', 'pending'],
      ['confirmed@example.org', 'confirmed'],
    ]);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it.each(['pending', 'confirmed', 'unsubscribed', 'bounced'])(
    'filters by status=%s with its own total',
    async (status) => {
      await subscribers();
      const res = await get(`/api/admin/newsletter?status=${status}`);
      expect(res.status).toBe(200);
      expect(res.body.map((s: { status: string }) => s.status)).toEqual([status]);
      expect(res.headers['x-total-count']).toBe('1');
    },
  );

  it('combines the status with the search', async () => {
    await subscribers();
    expect((await get('/api/admin/newsletter?status=confirmed&q=pending')).body).toEqual([]);
    expect((await get('/api/admin/newsletter?status=pending&q=pending')).body).toHaveLength(1);
  });

  it('refuses an unknown status with 400 on status', async () => {
    const res = await get('/api/admin/newsletter?status=deleted');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('status');
  });
});

describe('GET /api/admin/export/newsletter.csv with status', () => {
  it('has a status column and follows the status filter', async () => {
    await subscribers();
    const all = csvLines((await get('/api/admin/export/newsletter.csv')).text);
    expect(all[0]).toBe(
      'id,email,status,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(all.slice(1).map((l) => l.split(',')[2])).toEqual([
      'bounced',
      'unsubscribed',
      'pending',
      'confirmed',
    ]);
    const pending = csvLines((await get('/api/admin/export/newsletter.csv?status=pending')).text);
    expect(pending.slice(1).map((l) => l.split(',')[1])).toEqual(['pending@example.org']);
  });

  it.each(['action-network', 'nationbuilder'])(
    'holds confirmed subscribers only in the %s preset, whatever status is asked for',
    async (preset) => {
      await subscribers();
      for (const query of ['', '&status=pending']) {
        const lines = csvLines((await get(`/api/admin/export/newsletter.csv?preset=${preset}${query}`)).text);
        expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['confirmed@example.org']);
      }
    },
  );
});

describe('GET /api/admin/stats', () => {
  it('counts confirmed subscribers beside every sign-up', async () => {
    await subscribers();
    const res = await get('/api/admin/stats');
    expect(res.body).toMatchObject({ newsletters: 4, confirmedSubscribers: 1 });
  });
});
