// CONTRACT section 17: 2,000 beacons a second must keep GET /api/posts's p99 within 1.5 times its
// idle p99. The posts list is measured idle, then again while a second load generator sends
// beacons at that rate, in rounds taken in turn (the machine's throughput drifts between runs).
import autocannon from 'autocannon';
import { BEACON_REQUEST } from './cases';
import { measure, type Measurement } from './load';

export const HITS_PER_SECOND = 2000;
const ROUNDS = 3;

export interface BeaconLoad {
  hitsPerSecond: number;
  idle: Measurement;
  busy: Measurement;
  /** Beacons answered per second during the busy rounds, and any that were not 204. */
  hitsAnswered: number;
  hitErrors: number;
  p99Ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runBeaconLoad(
  appUrl: string,
  seconds: number,
  log: (line: string) => void,
): Promise<BeaconLoad> {
  log(
    `\nGET /api/posts p99, idle and under ${HITS_PER_SECOND} beacons a second (${ROUNDS} rounds of ${seconds} s)...`,
  );
  const posts = { path: '/api/posts', headers: { accept: 'application/json' } };
  const idle: Measurement[] = [];
  const busy: Measurement[] = [];
  let answered = 0;
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    idle.push(await measure(appUrl, posts, seconds));
    // The beacons start first and outlast the measured run (its 1 s warm-up included).
    const hits = autocannon({
      url: appUrl,
      connections: 20,
      overallRate: HITS_PER_SECOND,
      duration: seconds + 2,
      requests: [BEACON_REQUEST],
    });
    busy.push(await measure(appUrl, posts, seconds));
    const result = await hits;
    answered += result.requests.total / result.duration;
    errors += result.errors + result.non2xx;
  }
  const pick = (runs: Measurement[]) => runs.find((m) => m.p99Ms === median(runs.map((r) => r.p99Ms)))!;
  const load: BeaconLoad = {
    hitsPerSecond: HITS_PER_SECOND,
    idle: pick(idle),
    busy: pick(busy),
    hitsAnswered: answered / ROUNDS,
    hitErrors: errors,
    p99Ratio: median(busy.map((b) => b.p99Ms)) / median(idle.map((i) => i.p99Ms)),
  };
  log(
    `GET /api/posts p99: idle ${load.idle.p99Ms} ms, under beacons ${load.busy.p99Ms} ms ` +
      `(${load.p99Ratio.toFixed(2)}x; goal <= 1.5x); beacons answered ${Math.round(load.hitsAnswered)}/s, ` +
      `${load.hitErrors} not 204.`,
  );
  return load;
}
