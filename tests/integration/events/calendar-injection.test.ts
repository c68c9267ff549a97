import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEvent, rsvpBody } from '../../helpers/events';
import { parseIcs } from '../../helpers/ics';
import { runSender } from '../../helpers/mail-jobs';
import { useSmtpServer } from '../../helpers/smtp-server';
import { useSiteApp } from '../../helpers/site-app';

// Issue 34, finding 6: an event title with CR/LF wrote a whole VEVENT and METHOD:REQUEST into both
// calendars (the title is the calendar's NAME and X-WR-CALNAME, which were written unescaped) and
// into the RSVP attachments. Titles now refuse line breaks (400), and every text that reaches a
// calendar file is escaped, so a title stored before that rule still writes one event.
const ctx = useSiteApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);
const smtp = useSmtpServer();

const INJECTED =
  'Town Hall\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@example\r\nSUMMARY:Fake\r\nEND:VEVENT\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT';

/** What a calendar program would read: the VEVENTs, and every line's property name. */
function read(text: string) {
  const { calendar, events } = parseIcs(text);
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const names = lines.map((line) => line.split(/[:;]/)[0]);
  return { calendar, events, names, lines };
}

function expectOneEventPerEvent(text: string, count: number) {
  const { events, names, lines } = read(text);
  expect(events).toHaveLength(count);
  // The calendar, each event and each event's reminder (issue 35's VALARM), and nothing else.
  expect(lines.filter((l) => l.startsWith('BEGIN:'))).toEqual([
    'BEGIN:VCALENDAR',
    ...Array.from({ length: count }, () => ['BEGIN:VEVENT', 'BEGIN:VALARM']).flat(),
  ]);
  expect(names).not.toContain('METHOD');
  expect(text).not.toMatch(/^UID:evil/m);
}

describe('calendar files of an event whose texts hold line breaks', () => {
  it('hold one VEVENT per event and no METHOD, the hostile title escaped in NAME and SUMMARY', async () => {
    const hostile = await insertEvent(ctx.db, { title: INJECTED, summary: 'One\r\nMETHOD:REQUEST' });
    await ctx.database.raw.query(`UPDATE events SET venue = $1, address = $2 WHERE id = $3`, [
      'Hall\r\nMETHOD:REQUEST',
      'Main St\nBEGIN:VEVENT',
      hostile.id,
    ]);
    await insertEvent(ctx.db, { title: 'Caucus Meeting' });

    const single = await request(ctx.app).get(`/events/${hostile.slug}/calendar.ics`);
    expect(single.status).toBe(200);
    expectOneEventPerEvent(single.text, 1);
    // Read back, the title is whole: its line breaks are text (RFC 5545 writes each as `\n`).
    const asText = INJECTED.replace(/\r\n/g, '\n');
    const { calendar, events } = read(single.text);
    expect(calendar.NAME.value).toBe(asText);
    expect(calendar['X-WR-CALNAME'].value).toBe(asText);
    expect(events[0].SUMMARY.value).toBe(asText);

    const feed = await request(ctx.app).get('/events.ics');
    expect(feed.status).toBe(200);
    expectOneEventPerEvent(feed.text, 2);
  });

  it('write the RSVP confirmation’s attachment with one VEVENT and no METHOD', async () => {
    const hostile = await insertEvent(ctx.db, { title: INJECTED });
    expect(
      (await request(ctx.app).post(`/api/events/${hostile.slug}/rsvps`).send(rsvpBody('a@example.org')))
        .status,
    ).toBe(201);
    await runSender(ctx, smtp.server.url);
    const [mail] = smtp.server.received;
    const ics = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics).toBeTruthy();
    expectOneEventPerEvent(ics!.content.toString('utf8'), 1);
  });
});

describe('the admin API', () => {
  it('refuses a title with CR/LF (400 on title) and creates no event', async () => {
    const start = new Date(Date.now() + 10 * 86_400_000);
    const res = await admin.agent
      .post('/api/admin/events')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({
        title: INJECTED,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
        location: { kind: 'in-person', venue: 'Union Hall' },
        status: 'published',
      });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('title');
    const { rows } = await ctx.database.raw.query('SELECT count(*)::int AS n FROM events');
    expect(rows[0].n).toBe(0);
  });
});
