// Issue 25's figure: how long 100 RSVPs sent at once take against one event of 10 seats, and proof
// that the seats held (the row lock serializes them; this is its cost).
import { BENCH_ADMIN } from './upload';

const PEOPLE = 100;
const CAPACITY = 10;

export interface RsvpBurstResult {
  people: number;
  capacity: number;
  wallMs: number;
  registeredSeats: number;
  statuses: Record<string, number>;
}

async function adminSession(appUrl: string) {
  const res = await fetch(`${appUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (res.status !== 200) throw new Error(`Bench admin sign-in failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('csrf-token='))?.slice(11) ?? '');
  return { Cookie: cookies.join('; '), 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' };
}

export async function runRsvpBurst(appUrl: string, log: (line: string) => void): Promise<RsvpBurstResult> {
  const headers = await adminSession(appUrl);
  const start = new Date(Date.now() + 7 * 24 * 3_600_000);
  const created = await fetch(`${appUrl}/api/admin/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: `Bench burst ${Date.now()}`,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
      location: { kind: 'in-person', venue: 'Bench Hall' },
      capacity: CAPACITY,
      status: 'published',
    }),
  });
  if (created.status !== 201) throw new Error(`Creating the burst event answered ${created.status}`);
  const { slug } = (await created.json()) as { slug: string };
  log(`${PEOPLE} RSVPs at once against ${CAPACITY} seats (1 to 3 seats each)...`);
  const began = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PEOPLE }, (_, i) =>
      fetch(`${appUrl}/api/events/${slug}/rsvps`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Burst',
          lastName: `${i}`,
          email: `burst-${i}@example.org`,
          guests: i % 3,
          website: '',
        }),
      }).then(async (r) => ((await r.json()) as { status?: string }).status ?? `HTTP ${r.status}`),
    ),
  );
  const wallMs = performance.now() - began;
  const statuses: Record<string, number> = {};
  for (const s of answers) statuses[s] = (statuses[s] ?? 0) + 1;
  const event = (await (await fetch(`${appUrl}/api/admin/events/${slug}`, { headers })).json()) as {
    counts: { seats: number };
  };
  const result = {
    people: PEOPLE,
    capacity: CAPACITY,
    wallMs,
    registeredSeats: event.counts.seats,
    statuses,
  };
  log(
    `  ${Math.round(wallMs)} ms for all ${PEOPLE}; registered seats ${result.registeredSeats} of ${CAPACITY}; answers ${JSON.stringify(statuses)}`,
  );
  return result;
}
