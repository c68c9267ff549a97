import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { DAY, HOUR } from '../../helpers/events';
import { useTestApp } from '../../helpers/test-app';

// CAMPAIGN_TIME_ZONE reaches the admin client through GET /api/admin/email (an extra field, CONTRACT
// section 11's shape otherwise): the event editor starts a new event in it, as the server does when
// an event comes without a zone. A zone other than the default, so a client or server that ignored
// the setting would show.
const ctx = useTestApp({ CAMPAIGN_TIME_ZONE: 'Pacific/Auckland' });
const admin = useSignedInAdmin(ctx);

describe("the campaign's time zone for the admin client", () => {
  it('GET /api/admin/email names CAMPAIGN_TIME_ZONE beside the mail settings', async () => {
    const res = await admin.agent.get('/api/admin/email');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configured: false,
      host: null,
      from: ctx.config.mailFrom,
      timeZone: 'Pacific/Auckland',
    });
  });

  it('is the zone the server gives an event saved without one', async () => {
    const start = new Date(Math.floor((Date.now() + 10 * DAY) / 60_000) * 60_000);
    const res = await admin.agent
      .post('/api/admin/events')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({
        title: 'Regional caucus meet-and-greet',
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + HOUR).toISOString(),
        location: { kind: 'in-person', venue: 'Union Hall' },
        status: 'draft',
      });
    expect(res.status).toBe(201);
    expect(res.body.timeZone).toBe((await admin.agent.get('/api/admin/email')).body.timeZone);
  });
});
