import { afterEach, describe, expect, it } from 'vitest';
import { compactorFor } from '../../../server/supporters/erasure-compaction';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { createDelegate, logContact } from '../../helpers/delegates';
import { insertEvent, insertRsvp } from '../../helpers/events';
import {
  insertContact,
  insertSubscriber,
  insertTestimonial,
  insertVolunteer,
  minutesAgo,
} from '../../helpers/supporter-rows';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 15: a delegate's site activity matched by e-mail, and erasure reaching delegates.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
const compactor = () => compactorFor(ctx.database, (err) => ctx.serverErrors.push(err));
afterEach(() => compactor().idle());

describe("a delegate's site activity", () => {
  it('gathers stories, sign-ups, messages, the subscription and RSVPs by e-mail, newest first', async () => {
    const raw = ctx.database.raw;
    await insertVolunteer(raw, { firstName: 'Dana', email: 'DANA@example.org', at: minutesAgo(50) });
    await insertContact(raw, {
      firstName: 'Dana',
      email: 'dana@example.org',
      subject: 'Staffing',
      at: minutesAgo(40),
    });
    await insertTestimonial(raw, { name: 'Dana', email: 'dana@example.org', at: minutesAgo(30) });
    await insertSubscriber(raw, 'dana@example.org', minutesAgo(20));
    const event = await insertEvent(ctx.db, { title: 'Town Hall' });
    await insertRsvp(ctx.db, event.id, { email: 'Dana@Example.org' });
    await insertVolunteer(raw, { firstName: 'Other', email: 'other@example.org' });
    const d = await createDelegate(admin, { email: 'dana@example.org' });

    const res = await admin.agent.get(`/api/admin/delegates/${d.id}/activity`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { kind: string }) => a.kind)).toEqual([
      'rsvp',
      'newsletter',
      'story',
      'contact',
      'volunteer',
    ]);
    expect(res.body[0]).toMatchObject({
      summary: 'RSVP to Town Hall: registered',
      link: '/admin/events/town-hall/rsvps',
    });
    expect(res.body[1].summary).toBe('Newsletter subscription: pending');
    expect(res.body[3].summary).toBe('Sent a message: Staffing');
  });

  it('is empty for a delegate without an e-mail address', async () => {
    await insertVolunteer(ctx.database.raw, { firstName: 'Dana' });
    const d = await createDelegate(admin);
    expect((await admin.agent.get(`/api/admin/delegates/${d.id}/activity`)).body).toEqual([]);
  });
});

describe('erasure', () => {
  it('deletes the delegates with the address, their log and history, and counts them', async () => {
    const d = await createDelegate(admin, { email: 'dana@example.org', support: 1, pledge: 'hard' });
    await logContact(admin, d.id, { note: 'Pledged at the hall' });
    const kept = await createDelegate(admin, { email: 'kept@example.org', support: 2 });
    const res = await admin.agent
      .post('/api/admin/erasure')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: 'DANA@example.org', currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ delegates: 1 });
    expect(await countRows(ctx.database, 'delegates')).toBe(1);
    expect(await countRows(ctx.database, 'delegate_contacts')).toBe(0);
    expect(await countRows(ctx.database, 'delegate_history')).toBe(1);
    expect((await admin.agent.get(`/api/admin/delegates/${kept.id}`)).status).toBe(200);
  });
});
