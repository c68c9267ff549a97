import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertEndorsement, insertTestimonial } from '../../../scripts/factories';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/endorsements/approved', () => {
  it('lists approved endorsements only, newest first, with exactly the public fields', async () => {
    await insertEndorsement(ctx.db, {
      name: 'Older',
      approved: 'approved',
      createdAt: ago(30),
      title: 'Retired president',
    });
    await insertEndorsement(ctx.db, { name: 'Newer', approved: 'approved', createdAt: ago(5) });
    await insertEndorsement(ctx.db, { name: 'Waiting', approved: 'pending', createdAt: ago(1) });
    await insertEndorsement(ctx.db, { name: 'Refused', approved: 'rejected', createdAt: ago(2) });

    const res = await request(ctx.app).get('/api/endorsements/approved');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { name: string }) => e.name)).toEqual(['Newer', 'Older']);
    expect(Object.keys(res.body[1]).sort()).toEqual(['createdAt', 'endorsement', 'id', 'name', 'title']);
    expect(res.body[1]).toMatchObject({ title: 'Retired president', createdAt: expect.any(String) });
    expect(res.body[0].title).toBeNull();
  });
});

describe('GET /api/testimonials/approved', () => {
  it('lists approved stories only, newest first, and never the e-mail', async () => {
    await insertTestimonial(ctx.db, {
      name: 'First',
      story: 'Old story',
      approved: 'approved',
      createdAt: ago(60),
      email: 'first@example.org',
    });
    await insertTestimonial(ctx.db, {
      name: 'Second',
      approved: 'approved',
      createdAt: ago(10),
      organization: 'Local 7',
    });
    await insertTestimonial(ctx.db, { name: 'Pending', approved: 'pending' });
    await insertTestimonial(ctx.db, { name: 'Rejected', approved: 'rejected' });

    const res = await request(ctx.app).get('/api/testimonials/approved');
    expect(res.status).toBe(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['Second', 'First']);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'name',
      'organization',
      'title',
    ]);
    expect(res.body[1]).toMatchObject({ content: 'Old story', title: null, organization: null });
    expect(JSON.stringify(res.body)).not.toContain('@example.org');
  });
});
