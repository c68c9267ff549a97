import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffAlerts } from '../../../server/mail/alerts-job';
import { insertAdmin } from '../../helpers/admin-agent';
import { allOutbox, jobDeps, runSender } from '../../helpers/mail-jobs';
import { everythingIn, startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// Staff alerts (CONTRACT section 11), driven with a chosen `now` and read back from a real SMTP server.

const ctx = useTestApp();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const STAFF = 'staff@campaign.example';
const raw = (text: string, params: unknown[] = []) => ctx.database.raw.query(text, params);

async function staffAdmin(
  notify: Record<string, string>,
  email: string | null = STAFF,
  username = 'campaign-admin',
) {
  const id = await insertAdmin(ctx.db, { username, password: 'Solidarity-2025!' });
  await raw(
    `UPDATE admin_users SET email = $2, notify_volunteers = $3, notify_endorsements = $4,
       notify_testimonials = $5, notify_contacts = $6 WHERE id = $1`,
    [
      id,
      email,
      notify.volunteers ?? 'off',
      notify.endorsements ?? 'off',
      notify.testimonials ?? 'off',
      notify.contacts ?? 'off',
    ],
  );
  return id;
}

const volunteer = (
  first: string,
  last: string,
  at: string,
  email = `${first.toLowerCase()}@members.example`,
) =>
  raw(
    `INSERT INTO volunteers (first_name, last_name, email, phone, help_type, created_at) VALUES ($1, $2, $3, '555-0100', 'phone-banking', $4)`,
    [first, last, email, at],
  );
const contact = (first: string, at: string) =>
  raw(
    `INSERT INTO contacts (first_name, last_name, email, subject, message, created_at) VALUES ($1, 'Doe', 'writer@members.example', 'Private subject', 'My private message text', $2)`,
    [first, at],
  );
const endorsement = (name: string, at: string, approved = 'pending') =>
  raw(
    `INSERT INTO endorsements (name, endorsement, approved, created_at) VALUES ($1, 'Endorsement text', $2, $3)`,
    [name, approved, at],
  );
const story = (name: string, at: string) =>
  raw(
    `INSERT INTO testimonials (name, email, story, created_at) VALUES ($1, 'storyteller@members.example', 'A private story', $2)`,
    [name, at],
  );

const runAlerts = (now: string, config = {}) => staffAlerts.run(jobDeps(ctx, config), new Date(now));

/** What the SMTP server received, in subject order (the sender hands messages over in parallel). */
async function delivered() {
  await runSender(ctx, smtp.url);
  return smtp.received
    .splice(0)
    .sort((a, b) => (a.parsed.subject ?? '').localeCompare(b.parsed.subject ?? ''));
}

describe('instant alerts', () => {
  it('sends one message for a burst of 50 sign-ups in one minute: counts, ten names and a link', async () => {
    await staffAdmin({ volunteers: 'instant' });
    for (let i = 0; i < 50; i += 1)
      await volunteer(
        `Member${String(i).padStart(2, '0')}`,
        'Local',
        `2026-11-25T12:00:${String(i).padStart(2, '0')}Z`,
      );
    await runAlerts('2026-11-25T12:01:15Z');
    const mails = await delivered();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.envelope.to).toEqual([STAFF]);
    expect(mail.parsed.subject).toBe('New on the campaign website: 50 new volunteers');
    expect(mail.parsed.text).toContain('Member49 Local');
    expect(mail.parsed.text).toContain('and 40 more');
    expect(mail.parsed.text).toContain('http://localhost:5000/admin/volunteers');
    // Never a supporter's address or phone number.
    expect(everythingIn(mail)).not.toContain('members.example');
    expect(everythingIn(mail)).not.toContain('555-0100');
  });

  it('reports a minute once, 10 seconds or more after it ends, and the next minute in the next message', async () => {
    await staffAdmin({ volunteers: 'instant' });
    await volunteer('Ana', 'First', '2026-11-25T12:00:50Z');
    await runAlerts('2026-11-25T12:01:05Z');
    expect(await allOutbox(ctx)).toHaveLength(0);
    await runAlerts('2026-11-25T12:01:15Z');
    await runAlerts('2026-11-25T12:01:35Z');
    const first = await delivered();
    await volunteer('Ben', 'Second', '2026-11-25T12:01:40Z');
    await runAlerts('2026-11-25T12:02:15Z');
    const second = await delivered();
    expect([...first, ...second].map((m) => m.parsed.subject)).toEqual([
      'New on the campaign website: 1 new volunteer',
      'New on the campaign website: 1 new volunteer',
    ]);
    expect(first[0].parsed.text).toContain('Ana First');
    expect(first[0].parsed.text).not.toContain('Ben Second');
    expect(second[0].parsed.text).toContain('Ben Second');
    expect(second[0].parsed.text).not.toContain('Ana First');
  });

  it('covers every kind asked for in one message, pending endorsements and stories only, never message text', async () => {
    await staffAdmin({
      volunteers: 'instant',
      endorsements: 'instant',
      testimonials: 'instant',
      contacts: 'instant',
    });
    await volunteer('Ana', 'First', '2026-11-25T12:00:01Z');
    await endorsement('Local 1234 President', '2026-11-25T12:00:02Z');
    await endorsement('Already Approved', '2026-11-25T12:00:03Z', 'approved');
    await story('Story Teller', '2026-11-25T12:00:04Z');
    await contact('Carla', '2026-11-25T12:00:05Z');
    await runAlerts('2026-11-25T12:01:15Z');
    const [mail] = await delivered();
    expect(mail.parsed.subject).toBe(
      'New on the campaign website: 1 new volunteer, 1 endorsement awaiting approval, 1 story awaiting review, 1 contact message',
    );
    for (const shown of [
      'Ana First',
      'Local 1234 President',
      'Story Teller',
      'Carla Doe',
      '/admin/endorsements',
      '/admin/testimonials',
      '/admin/contacts',
    ]) {
      expect(mail.parsed.text).toContain(shown);
    }
    for (const hidden of [
      'Already Approved',
      'Private subject',
      'My private message text',
      'A private story',
      'members.example',
    ]) {
      expect(everythingIn(mail)).not.toContain(hidden);
    }
  });

  it('sends nothing for kinds left off, to an admin without an address, or to a disabled admin', async () => {
    await staffAdmin({ contacts: 'instant' });
    await staffAdmin({ volunteers: 'instant' }, null, 'no-address');
    const disabled = await staffAdmin(
      { volunteers: 'instant' },
      'disabled@campaign.example',
      'disabled-admin',
    );
    await raw('UPDATE admin_users SET disabled = true WHERE id = $1', [disabled]);
    await volunteer('Ana', 'First', '2026-11-25T12:00:01Z');
    await runAlerts('2026-11-25T12:01:15Z');
    expect(await allOutbox(ctx)).toHaveLength(0);
    // Control: a contact message in the same minute does reach the first admin.
    await contact('Carla', '2026-11-25T12:01:01Z');
    await runAlerts('2026-11-25T12:02:15Z');
    expect((await allOutbox(ctx)).map((m) => m.toAddress)).toEqual([STAFF]);
  });

  it('keeps a name with CR/LF and Bcc: out of the headers', async () => {
    await staffAdmin({ volunteers: 'instant' });
    await volunteer('Eve\r\nBcc: victim@elsewhere.example', 'X', '2026-11-25T12:00:01Z');
    await runAlerts('2026-11-25T12:01:15Z');
    const [mail] = await delivered();
    expect(mail.envelope.to).toEqual([STAFF]);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.subject).toBe('New on the campaign website: 1 new volunteer');
  });

  it('never alerts twice when several instances run at once', async () => {
    await staffAdmin({ volunteers: 'instant' });
    await volunteer('Ana', 'First', '2026-11-25T12:00:01Z');
    await Promise.all([
      runAlerts('2026-11-25T12:01:15Z'),
      runAlerts('2026-11-25T12:01:16Z'),
      runAlerts('2026-11-25T12:01:40Z'),
    ]);
    expect(await allOutbox(ctx)).toHaveLength(1);
  });
});

describe('daily digests at 08:00 campaign time', () => {
  it('sends one digest per day at 08:00 in New York on both sides of the daylight-saving change', async () => {
    await staffAdmin({ volunteers: 'daily', contacts: 'daily' });
    await volunteer('Before', 'Change', '2026-10-30T20:00:00Z');
    // 08:00:30 EDT on Oct 31 (UTC-4).
    await runAlerts('2026-10-31T12:00:30Z');
    await volunteer('Saturday', 'Evening', '2026-10-31T20:00:00Z');
    await contact('Early', '2026-11-01T12:30:00Z'); // 07:30 EST on Nov 1: still before that day's 08:00
    await volunteer('After', 'Eight', '2026-11-01T13:30:00Z'); // 08:30 EST
    // 12:30 UTC on Nov 1 is 07:30 EST: no digest yet (UTC arithmetic would have sent one).
    await runAlerts('2026-11-01T12:30:00Z');
    await runAlerts('2026-11-01T13:00:30Z'); // 08:00:30 EST
    await runAlerts('2026-11-01T13:00:50Z');
    await runAlerts('2026-11-02T13:00:30Z');
    const mails = await delivered();
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      'Daily digest for 2026-10-31: 1 new volunteer',
      'Daily digest for 2026-11-01: 1 new volunteer, 1 contact message',
      'Daily digest for 2026-11-02: 1 new volunteer',
    ]);
    expect(mails[0].parsed.text).toContain('Before Change');
    expect(mails[1].parsed.text).toContain('Saturday Evening');
    expect(mails[1].parsed.text).toContain('Early Doe');
    expect(mails[1].parsed.text).not.toContain('After Eight');
    expect(mails[2].parsed.text).toContain('After Eight');
  });

  it('sends no digest for a day when nothing came', async () => {
    await staffAdmin({ volunteers: 'daily' });
    await runAlerts('2026-11-25T13:00:30Z');
    expect(await allOutbox(ctx)).toHaveLength(0);
    // Control: something the next day makes a digest.
    await volunteer('Ana', 'First', '2026-11-25T20:00:00Z');
    await runAlerts('2026-11-26T13:00:30Z');
    expect(await allOutbox(ctx)).toHaveLength(1);
  });

  it('reckons 08:00 in a zone east of UTC (Asia/Kolkata, UTC+5:30)', async () => {
    await staffAdmin({ endorsements: 'daily' });
    await endorsement('Local 99 Steward', '2026-11-24T10:00:00Z');
    const config = { campaignTimeZone: 'Asia/Kolkata' };
    await runAlerts('2026-11-25T02:29:00Z', config); // 07:59 IST: the 24th's digest held nothing
    expect(await allOutbox(ctx)).toHaveLength(0);
    await runAlerts('2026-11-25T02:30:10Z', config); // 08:00:10 IST
    const [mail] = await delivered();
    expect(mail.parsed.subject).toBe('Daily digest for 2026-11-25: 1 endorsement awaiting approval');
    expect(mail.parsed.text).toContain('Local 99 Steward');
  });

  it('never sends two digests for one day when several instances run at once', async () => {
    await staffAdmin({ volunteers: 'daily' });
    await volunteer('Ana', 'First', '2026-11-24T20:00:00Z');
    await Promise.all([
      runAlerts('2026-11-25T13:00:05Z'),
      runAlerts('2026-11-25T13:00:25Z'),
      runAlerts('2026-11-25T18:00:00Z'),
    ]);
    expect(await allOutbox(ctx)).toHaveLength(1);
  });

  it('reaches back to the last digest after a day without any instance running', async () => {
    await staffAdmin({ volunteers: 'daily' });
    await runAlerts('2026-11-24T13:00:30Z');
    await volunteer('Missed', 'Day', '2026-11-24T20:00:00Z');
    // No instance ran at 08:00 on the 25th; the 26th's digest still holds the 24th's sign-up.
    await runAlerts('2026-11-26T13:00:30Z');
    const [mail] = await delivered();
    expect(mail.parsed.subject).toBe('Daily digest for 2026-11-26: 1 new volunteer');
    expect(mail.parsed.text).toContain('Missed Day');
  });

  it('keeps instant and daily choices apart: each kind goes where it was asked', async () => {
    await staffAdmin({ volunteers: 'instant', contacts: 'daily' });
    await volunteer('Ana', 'First', '2026-11-25T12:00:01Z');
    await contact('Carla', '2026-11-25T12:00:02Z');
    await runAlerts('2026-11-25T12:01:15Z');
    await runAlerts('2026-11-25T13:00:30Z');
    const mails = await delivered();
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      'Daily digest for 2026-11-25: 1 contact message',
      'New on the campaign website: 1 new volunteer',
    ]);
  });
});
