import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEndorsement, insertVolunteer } from '../../helpers/supporter-rows';
import { useTestApp } from '../../helpers/test-app';

// Every day-bucketed figure is by UTC day (CONTRACT section 9), whatever the database's own time
// zone: a server's database set to local time must not move a sign-up into the next day. Two
// zones, one each side of UTC, so that at any hour of the run at least one of them is on another
// date than UTC; rows a minute either side of UTC midnight and of the zone's own midnight.

const DAY = 86_400_000;
const utcMidnight = (daysAgo: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY;
};
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each([
  ['Pacific/Kiritimati', 14],
  ['Pacific/Pago_Pago', -11],
])('with the database in %s (UTC%+d)', (timeZone, offsetHours) => {
  const ctx = useTestApp({}, { timeZone });
  const admin = useSignedInAdmin(ctx);

  it('counts sign-ups a minute either side of midnight on their UTC day, and ends the chart today (UTC)', async () => {
    const raw = ctx.database.raw;
    // Around UTC midnight 3 days ago, and around the zone's midnight 6 days ago.
    const utcEdge = utcMidnight(3);
    const localEdge = utcMidnight(6) - offsetHours * 3_600_000;
    const times = [utcEdge - 60_000, utcEdge + 60_000, localEdge - 60_000, localEdge + 60_000];
    for (const [i, at] of times.entries()) {
      await insertVolunteer(raw, { firstName: `V${i}`, at: new Date(at) });
      await insertEndorsement(raw, { name: `E${i}`, at: new Date(at) });
    }

    const res = await admin.agent.get('/api/admin/stats/daily?days=10');
    expect(res.status).toBe(200);
    const byDate = new Map(
      (res.body as { date: string; volunteers: number; endorsements: number }[]).map((d) => [
        d.date,
        [d.volunteers, d.endorsements],
      ]),
    );
    expect(res.body.at(-1).date).toBe(utcDate(Date.now()));
    const expected = new Map<string, number>();
    for (const at of times) expected.set(utcDate(at), (expected.get(utcDate(at)) ?? 0) + 1);
    for (const [date, n] of expected) expect(byDate.get(date), date).toEqual([n, n]);
    const total = [...byDate.values()].reduce((sum, [v]) => sum + v, 0);
    expect(total).toBe(times.length);
  });
});
