import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
// Noon UTC of a day, so a row never slips into the neighbouring day.
const noonUtc = (daysAgo: number) => new Date(`${utcDay(daysAgo)}T12:00:00Z`);

describe('GET /api/admin/stats/daily', () => {
  it("answers 30 UTC days oldest first, empty days included, with each day's new rows", async () => {
    const raw = ctx.database.raw;
    await raw.query(
      `INSERT INTO volunteers (first_name, last_name, email, help_type, created_at)
       VALUES ('A', 'B', 'a@example.org', 'other', $1), ('C', 'D', 'c@example.org', 'other', $1),
              ('E', 'F', 'e@example.org', 'other', $2), ('Old', 'G', 'g@example.org', 'other', $3)`,
      [noonUtc(0), noonUtc(2), noonUtc(40)],
    );
    await raw.query(`INSERT INTO newsletters (email, created_at) VALUES ('n@example.org', $1)`, [
      noonUtc(29),
    ]);
    await raw.query(
      `INSERT INTO contacts (first_name, last_name, email, subject, message, created_at)
                     VALUES ('A', 'B', 'a@example.org', 'S', 'M', $1)`,
      [noonUtc(2)],
    );
    await raw.query(`INSERT INTO endorsements (name, endorsement, created_at) VALUES ('E', 'Yes', $1)`, [
      noonUtc(0),
    ]);
    await raw.query(
      `INSERT INTO testimonials (name, email, story, approved, created_at)
                     VALUES ('T', 't@example.org', 'S', 'approved', $1)`,
      [noonUtc(1)],
    );
    const res = await admin.agent.get('/api/admin/stats/daily');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(30);
    expect(res.body[0].date).toBe(utcDay(29));
    expect(res.body[29].date).toBe(utcDay(0));
    const zero = { volunteers: 0, endorsements: 0, testimonials: 0, contacts: 0, newsletters: 0 };
    expect(res.body[29]).toEqual({ ...zero, date: utcDay(0), volunteers: 2, endorsements: 1 });
    expect(res.body[28]).toEqual({ ...zero, date: utcDay(1), testimonials: 1 });
    expect(res.body[27]).toEqual({ ...zero, date: utcDay(2), volunteers: 1, contacts: 1 });
    expect(res.body[0]).toEqual({ ...zero, date: utcDay(29), newsletters: 1 });
    expect(res.body[10]).toEqual({ ...zero, date: utcDay(19) });
  });

  it.each([
    ['1', 1],
    ['366', 366],
    ['7', 7],
  ])('answers ?days=%s with that many days ending today', async (days, count) => {
    const res = await admin.agent.get(`/api/admin/stats/daily?days=${days}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(count);
    expect(res.body.at(-1).date).toBe(utcDay(0));
  });

  it.each(['0', '367', 'abc', '-1', '2.5', ''])('answers ?days=%s with 400 on days', async (days) => {
    const res = await admin.agent.get(`/api/admin/stats/daily?days=${days}`);
    expect(res.status).toBe(400);
    const message = 'Days must be a whole number from 1 to 366';
    expect(res.body).toEqual({ message, errors: [{ path: 'days', message }] });
  });
});
