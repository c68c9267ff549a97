import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DAY, ONLINE_URL, embeddedAnswers, insertEvent } from '../../helpers/events';
import { icsDate, parseIcs } from '../../helpers/ics';
import { useSiteApp } from '../../helpers/site-app';

// CONTRACT section 14 as crawlers and calendar programs see it: head tags, JSON-LD, sitemap,
// calendar files, 404s, and the meeting link in none of them.
const ctx = useSiteApp();

function jsonLd(html: string) {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : undefined;
}

describe('event pages for crawlers', () => {
  it('writes the event head tags and a schema.org Event JSON-LD block, without the meeting link', async () => {
    const event = await insertEvent(ctx.db, {
      title: 'Tele Town Hall </script><script>alert(1)</script>',
      online: true,
      timeZone: 'America/New_York',
      startsAt: new Date('2026-12-01T23:00:00Z'),
    });
    const res = await request(ctx.app).get(`/events/${event.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link data-rh="true" rel="canonical" href="http://localhost:5000/events/');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain(ONLINE_URL);
    expect(jsonLd(res.text)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: '2026-12-01T18:00:00-05:00',
      endDate: '2026-12-01T20:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `http://localhost:5000/events/${event.slug}` },
    });
  });

  it('gives an in-person event a Place, and a cancelled one EventCancelled', async () => {
    const event = await insertEvent(ctx.db, { title: 'Caucus', status: 'cancelled' });
    const ld = jsonLd((await request(ctx.app).get('/events/caucus')).text);
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Union Hall',
      address: '123 Main St, Springfield, IL',
    });
    expect(ld.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(event.slug).toBe('caucus');
  });

  it('answers 404 for unknown and draft events, and 200 noindex, uncached, without Referer for an RSVP link page', async () => {
    await insertEvent(ctx.db, { title: 'Hidden Draft', status: 'draft' });
    expect((await request(ctx.app).get('/events/hidden-draft')).status).toBe(404);
    expect((await request(ctx.app).get('/events/nothing-here')).status).toBe(404);
    expect((await request(ctx.app).get('/events/hidden-draft/calendar.ics')).status).toBe(404);
    const link = await request(ctx.app).get('/events/rsvp/some-token');
    expect(link.status).toBe(200);
    expect(link.text).toContain('content="noindex"');
    expect(link.headers['cache-control']).toBe('no-store');
    expect(link.headers['referrer-policy']).toBe('no-referrer');
    expect((await request(ctx.app).get('/events')).status).toBe(200);
  });

  it('lists /events and every public event in the sitemap, never drafts', async () => {
    await insertEvent(ctx.db, { title: 'Public One' });
    await insertEvent(ctx.db, { title: 'Draft One', status: 'draft' });
    const sitemap = (await request(ctx.app).get('/sitemap.xml')).text;
    expect(sitemap).toContain('<loc>http://localhost:5000/events</loc>');
    expect(sitemap).toContain('<loc>http://localhost:5000/events/public-one</loc>');
    expect(sitemap).not.toContain('draft-one');
  });
});

describe('the answers in an event page’s first HTML', () => {
  it('hold the event as GET /api/events/:slug answers it, its time in its zone, never the meeting link', async () => {
    const event = await insertEvent(ctx.db, {
      title: 'Tele Town Hall',
      online: true,
      timeZone: 'America/New_York',
      startsAt: new Date('2026-12-01T23:00:00Z'),
    });
    const html = (await request(ctx.app).get(`/events/${event.slug}`)).text;
    const block = embeddedAnswers(html)!;
    const api = await request(ctx.app).get(`/api/events/${event.slug}`);
    expect(block.answers).toEqual({ [`/api/events/${event.slug}`]: api.body });
    expect(Object.values(block.eventRanges!)).toEqual(['Tuesday, December 1, 2026, 6:00 PM - 8:00 PM EST']);
    expect(JSON.stringify(block)).not.toContain(ONLINE_URL);
  });

  it('hold /events’ upcoming and past lists as the API answers them, never the meeting link', async () => {
    await insertEvent(ctx.db, { title: 'Call Ahead', online: true });
    await insertEvent(ctx.db, { title: 'Old Rally', startsAt: new Date(Date.now() - 3 * DAY) });
    const block = embeddedAnswers((await request(ctx.app).get('/events')).text)!;
    for (const when of ['upcoming', 'past']) {
      const api = await request(ctx.app).get(`/api/events?when=${when}`);
      expect(api.body).toHaveLength(1);
      expect(block.answers[`/api/events?when=${when}`]).toEqual(api.body);
    }
    expect(JSON.stringify(block)).not.toContain(ONLINE_URL);
  });

  it('are in no other page, and in no 404', async () => {
    await insertEvent(ctx.db, { title: 'Hidden Draft', status: 'draft' });
    for (const path of ['/', '/get-involved', '/events/hidden-draft', '/events/nothing-here'])
      expect(embeddedAnswers((await request(ctx.app).get(path)).text)).toBeUndefined();
  });
});

describe('calendar files', () => {
  it('answers one VEVENT with a stable UID, UTC times, location, URL; STATUS:CANCELLED when cancelled', async () => {
    const event = await insertEvent(ctx.db, { title: 'Caucus Meeting' });
    const first = await request(ctx.app).get('/events/caucus-meeting/calendar.ics');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    const [vevent] = parseIcs(first.text).events;
    expect(vevent.UID.value).toBe(`${event.id}@localhost`);
    expect(icsDate(vevent.DTSTART.value)).toEqual(event.startsAt);
    expect(icsDate(vevent.DTEND.value)).toEqual(event.endsAt);
    expect(vevent.SUMMARY.value).toBe('Caucus Meeting');
    expect(vevent.LOCATION.value).toBe('Union Hall, 123 Main St, Springfield, IL');
    expect(vevent.URL.value).toBe('http://localhost:5000/events/caucus-meeting');
    expect(vevent.STATUS.value).toBe('CONFIRMED');
    await ctx.database.raw.query("UPDATE events SET status = 'cancelled'");
    const again = parseIcs((await request(ctx.app).get('/events/caucus-meeting/calendar.ics')).text)
      .events[0];
    expect(again.UID.value).toBe(vevent.UID.value);
    expect(again.STATUS.value).toBe('CANCELLED');
  });

  it('carries a reminder alarm a day before the start in every VEVENT', async () => {
    await insertEvent(ctx.db, { title: 'Caucus Meeting' });
    await insertEvent(ctx.db, { title: 'Rally', startsAt: new Date(Date.now() + 2 * DAY) });
    for (const path of ['/events/caucus-meeting/calendar.ics', '/events.ics']) {
      const text = (await request(ctx.app).get(path)).text;
      const vevents = text.split('BEGIN:VEVENT').slice(1);
      expect(vevents.length).toBeGreaterThan(0);
      for (const vevent of vevents) {
        const alarm = vevent.slice(vevent.indexOf('BEGIN:VALARM'), vevent.indexOf('END:VALARM'));
        expect(alarm).toContain('ACTION:DISPLAY');
        expect(alarm).toMatch(/TRIGGER:-P1D|TRIGGER:-PT24H|TRIGGER:-PT86400S/);
      }
    }
  });

  it('/events.ics holds every upcoming published event and never a meeting link', async () => {
    await insertEvent(ctx.db, { title: 'Online Call', online: true });
    await insertEvent(ctx.db, { title: 'Rally', startsAt: new Date(Date.now() + 2 * DAY) });
    await insertEvent(ctx.db, { title: 'Past', startsAt: new Date(Date.now() - 2 * DAY) });
    await insertEvent(ctx.db, { title: 'Draft', status: 'draft' });
    const res = await request(ctx.app).get('/events.ics');
    const { events } = parseIcs(res.text);
    expect(events.map((e) => e.SUMMARY.value)).toEqual(['Rally', 'Online Call']);
    expect(events[1].LOCATION.value).toBe('Online');
    expect(res.text).not.toContain('meet.example.org');
  });
});
