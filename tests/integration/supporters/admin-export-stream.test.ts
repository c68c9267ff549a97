import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../../../server/supporters/export-batches';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { watchQueries, type QueryWatch } from '../../helpers/query-watch';
import {
  insertEndorsement,
  insertTestimonial,
  insertVolunteer,
  minutesAgo,
} from '../../helpers/supporter-rows';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

// The test process's own garbage collector, to measure what the server keeps alive.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const csvLines = (text: string) => text.split('\r\n').slice(0, -1);
const get = (path: string) => admin.agent.get(path).buffer(true);

describe('filtered exports', () => {
  it('exports only the rows the list search and filters match', async () => {
    const raw = ctx.database.raw;
    await insertVolunteer(raw, { firstName: 'Ann', helpType: 'fundraising', at: minutesAgo(2) });
    await insertVolunteer(raw, { firstName: 'Anna', helpType: 'canvassing', at: minutesAgo(1) });
    await insertVolunteer(raw, { firstName: 'Bo', helpType: 'canvassing' });
    const res = await get('/api/admin/export/volunteers.csv?q=ann&helpType=canvassing');
    expect(res.status).toBe(200);
    const lines = csvLines(res.text);
    expect(lines[0]).toBe(
      'id,firstName,lastName,email,phone,helpType,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Anna']);
  });

  it('exports endorsements by status and testimonials as a dataset of their own', async () => {
    await insertEndorsement(ctx.database.raw, { name: 'Kept', status: 'approved' });
    await insertEndorsement(ctx.database.raw, { name: 'Waiting', status: 'pending' });
    const endorsements = await get('/api/admin/export/endorsements.csv?status=approved');
    expect(
      csvLines(endorsements.text)
        .slice(1)
        .map((l) => l.split(',')[1]),
    ).toEqual(['Kept']);
    await insertTestimonial(ctx.database.raw, { name: 'Mo', email: 'mo@example.org', story: '=1+1' });
    const stories = await get('/api/admin/export/testimonials.csv');
    expect(stories.headers['content-disposition']).toMatch(
      /^attachment; filename="testimonials-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, row] = csvLines(stories.text);
    expect(header).toBe(
      'id,name,email,title,organization,content,status,submittedAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(row).toMatch(/^[0-9a-f-]{36},Mo,mo@example.org,,,'=1\+1,pending,\d{4}-/);
  });

  it('sends the header row alone when nothing matches', async () => {
    const res = await get('/api/admin/export/contacts.csv?q=nobody');
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      'id,firstName,lastName,email,subject,message,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign\r\n',
    );
  });

  it('keeps every row across batches, ties and microseconds included, newest first', async () => {
    // 2,500 rows whose created_at differ by microseconds, three to a tick: batches of 1,000 must
    // neither skip nor repeat a row at their edges.
    await ctx.database.raw.query(
      `INSERT INTO newsletters (email, created_at)
       SELECT 'r' || i || '@example.org', timestamptz '2026-01-01 12:00:00.000000+00' - (i / 3) * interval '1 microsecond'
       FROM generate_series(1, 2500) AS i`,
    );
    const lines = csvLines((await get('/api/admin/export/newsletter.csv')).text).slice(1);
    expect(lines).toHaveLength(2500);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(2500);
    expect(lines[0]).toMatch(/,r[12]@example.org,/);
    // r2499 and r2500 share the oldest tick; ties go by id.
    expect(
      lines
        .slice(2498)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual(['r2499@example.org', 'r2500@example.org']);
  });

  it.each([
    ['volunteers.csv?q=' + 'x'.repeat(201), 'q'],
    ['volunteers.csv?helpType=juggling', 'helpType'],
    ['endorsements.csv?status=archived', 'status'],
    ['volunteers.csv?preset=mailchimp', 'preset'],
    ['contacts.csv?preset=action-network', 'preset'],
  ])('answers %s with 400 on %s', async (file, path) => {
    const res = await get(`/api/admin/export/${file}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
  });
});

describe('import presets', () => {
  async function volunteersWithRepeats() {
    const raw = ctx.database.raw;
    await insertVolunteer(raw, {
      firstName: 'Old',
      email: 'dana@example.org',
      phone: '555-0100',
      at: minutesAgo(9),
    });
    await insertVolunteer(raw, {
      firstName: 'Dana',
      lastName: 'Okafor',
      email: 'Dana@Example.org',
      phone: '555-0199',
      helpType: 'phone-banking',
      at: minutesAgo(1),
    });
    await insertVolunteer(raw, { firstName: 'Sam', email: 'sam@example.org', at: minutesAgo(5) });
  }

  it('names Action Network columns, one row per address, the newest sign-up winning', async () => {
    await volunteersWithRepeats();
    const res = await get('/api/admin/export/volunteers.csv?preset=action-network');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="volunteers-action-network-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(csvLines(res.text)).toEqual([
      'email,first_name,last_name,phone,help_type',
      'Dana@Example.org,Dana,Okafor,555-0199,Phone Banking',
      'sam@example.org,Sam,Rivera,,Canvassing',
    ]);
  });

  it('names NationBuilder columns with tags and the volunteer flag', async () => {
    await volunteersWithRepeats();
    const lines = csvLines((await get('/api/admin/export/volunteers.csv?preset=nationbuilder&q=dana')).text);
    expect(lines[0]).toBe('email,first_name,last_name,phone_number,is_volunteer,tag_list,created_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Dana@Example.org,Dana,Okafor,555-0199,Y,"volunteer, Phone Banking",\d{4}-/);
  });

  it('exports confirmed newsletter subscribers for both tools, and no one else', async () => {
    await ctx.database.raw.query(
      `INSERT INTO newsletters (email, status) VALUES ('reader@example.org', 'confirmed'),
         ('waiting@example.org', 'pending'), ('gone@example.org', 'unsubscribed'), ('dead@example.org', 'bounced')`,
    );
    expect(csvLines((await get('/api/admin/export/newsletter.csv?preset=action-network')).text)).toEqual([
      'email',
      'reader@example.org',
    ]);
    const nb = csvLines((await get('/api/admin/export/newsletter.csv?preset=nationbuilder')).text);
    expect(nb[0]).toBe('email,email_opt_in,tag_list,created_at');
    expect(nb[1]).toMatch(/^reader@example.org,Y,newsletter,\d{4}-/);
    expect(nb).toHaveLength(2);
  });

  it('keeps one row per address across batches', async () => {
    // 1,500 sign-ups from 1,200 addresses: more than one batch of addresses.
    await ctx.database.raw.query(
      `INSERT INTO volunteers (first_name, last_name, email, help_type, created_at)
       SELECT 'V' || i, 'R', 'p' || (i % 1200) || '@example.org', 'other', now() - i * interval '1 second'
       FROM generate_series(1, 1500) AS i`,
    );
    const lines = csvLines((await get('/api/admin/export/volunteers.csv?preset=action-network')).text).slice(
      1,
    );
    expect(lines).toHaveLength(1200);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(1200);
    // p1 signed up as V1 (newest) and V1201: the newest wins.
    expect(lines).toContain('p1@example.org,V1,R,,Other');
  });
});

interface Streamed {
  bytes: number;
  records: number;
  last: string;
  /** Batch queries the server had sent when the first bytes arrived. */
  batchesAtFirstByte: number;
}

/** Reads an export as a stream, counting, never holding the body; `stopAfter` bytes hangs up early. */
function streamExport(
  port: number,
  path: string,
  batches: QueryWatch,
  stopAfter = Infinity,
): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, headers: { Cookie: admin.cookieHeader } },
      (res) => {
        const seen: Streamed = { bytes: 0, records: 0, last: '', batchesAtFirstByte: -1 };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (seen.batchesAtFirstByte < 0) seen.batchesAtFirstByte = batches.count;
          seen.bytes += Buffer.byteLength(chunk);
          // A chunk may end between CR and LF: count the LFs (no field here holds a line break).
          seen.records += chunk.split('\n').length - 1;
          seen.last = (seen.last + chunk).slice(-4200);
          if (seen.bytes >= stopAfter) {
            req.destroy();
            resolve(seen);
          }
        });
        res.on('end', () => resolve(seen));
      },
    );
    req.on('error', (err) => ((err as { code?: string }).code === 'ECONNRESET' ? undefined : reject(err)));
  });
}

async function withServer(run: (port: number) => Promise<void>) {
  const server = http.createServer(ctx.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// The export's keyset batches of contacts (server/supporters/export-batches.ts), and only those.
const CONTACT_BATCH = /from "contacts".* limit/i;

// Live memory, not garbage V8 has yet to collect: a full collection before each sample.
const liveMemory = () => {
  collectGarbage();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

describe('streaming', () => {
  it('streams 15,000 contacts of 2 KB each while the process grows far less than the file', async () => {
    await ctx.database.raw.query(
      `INSERT INTO contacts (first_name, last_name, email, subject, message, created_at)
       SELECT 'F' || i, 'L', 'c' || i || '@example.org', 'Subject ' || i, repeat('x', 2000),
              now() - i * interval '1 second'
       FROM generate_series(1, 15000) AS i`,
    );
    const batchCount = 15_000 / EXPORT_BATCH_ROWS;
    let sampling = false;
    let peak = 0;
    // Sampled as the server reads, every fourth batch: as many samples on a slow machine as on a
    // fast one, and a sample just before the last batch, when an export that gathers every row
    // before sending would hold them all.
    const batches = watchQueries(ctx.db, CONTACT_BATCH, (n) => {
      if (sampling && (n % 4 === 0 || n >= batchCount)) peak = Math.max(peak, liveMemory());
    });
    try {
      await withServer(async (port) => {
        // A first, abandoned download warms what any request warms (the database's buffers, code);
        // the baseline is taken once the server has stopped reading for it.
        await streamExport(port, '/api/admin/export/contacts.csv', batches, 2_000_000);
        const warmUpBatches = await batches.settled();
        const baseline = liveMemory();
        peak = baseline;
        sampling = true;
        const streamed = await streamExport(port, '/api/admin/export/contacts.csv', batches);
        sampling = false;
        const read = batches.count - warmUpBatches;
        expect(streamed.records).toBe(15_001);
        expect(streamed.last).toMatch(
          /,F15000,L,c15000@example.org,Subject 15000,x{2000},\d{4}-[^\r\n]+\r\n$/,
        );
        expect(streamed.bytes).toBeGreaterThan(30_000_000);
        // Every batch, and the empty one that says there are no more.
        expect(read).toBe(batchCount + 1);
        // The first bytes arrive long before the last batch is read: once the batches read have
        // filled the socket's buffers (a few megabytes on loopback), not once all of them are.
        expect(streamed.batchesAtFirstByte - warmUpBatches).toBeLessThan(batchCount / 2);
        const growthMb = (peak - baseline) / 1_048_576;
        console.info(
          `export of ${(streamed.bytes / 1_048_576).toFixed(1)} MB: peak live memory growth ${growthMb.toFixed(1)} MB`,
        );
        // A build-it-all-in-memory export holds the rows and the text: more than the file's size.
        expect(growthMb).toBeLessThan(10);
      });
    } finally {
      batches.stop();
    }
  }, 240_000);

  it('stops reading the database when the client goes away', async () => {
    await ctx.database.raw.query(
      `INSERT INTO contacts (first_name, last_name, email, subject, message)
       SELECT 'F' || i, 'L', 'c' || i || '@example.org', 'S', repeat('y', 2000) FROM generate_series(1, 12000) AS i`,
    );
    const batches = watchQueries(ctx.db, CONTACT_BATCH);
    try {
      await withServer(async (port) => {
        const partial = await streamExport(port, '/api/admin/export/contacts.csv', batches, 1);
        const atHangUp = batches.count;
        const read = await batches.settled();
        console.info(`export abandoned: ${atHangUp} batches read at the hang-up, ${read} in all`);
        // Of 48 batches: those that filled the socket's buffers before the hang-up, then at most
        // the one in flight.
        expect(atHangUp).toBeLessThan(24);
        expect(read - atHangUp).toBeLessThanOrEqual(1);
        expect(partial.bytes).toBeLessThan(10_000_000);
        // The server carries on answering, and logged nothing (afterEach checks).
        expect((await admin.agent.get('/api/admin/contacts?limit=1')).headers['x-total-count']).toBe('12000');
      });
    } finally {
      batches.stop();
    }
  });
});
