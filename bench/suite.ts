// The measurements of one run: the posts JSON ceilings first (when a selected case needs them), then
// every selected case against the app; a page case, or an API case with a ceiling of its own, is
// measured in rounds alternating with a bare Express route answering its very bytes.
import { benchCases, selectCases, type BenchCase, type CaseFixture } from './cases';
import { startCeiling, type CeilingKind, type CeilingRoute } from './ceilings';
import { measure, type Measurement } from './load';
import type { BenchResults, CaseResult, Ceiling } from './report';

export interface SuiteOptions {
  appUrl: string;
  /** The same app on a copy of its data, without the request log line (LOG_LEVEL=warn): its cost. */
  unloggedAppUrl?: string;
  seconds: number;
  caseFilter?: string;
  log: (line: string) => void;
}

interface PostSummary {
  slug: string;
  tags: string[];
}

/** The body the real GET /api/posts answers, and a slug and tag that exist, for the cases. */
export async function captureFixture(appUrl: string): Promise<{ body: string; fixture: CaseFixture }> {
  const res = await fetch(`${appUrl}/api/posts`);
  const body = await res.text();
  if (!res.ok) throw new Error(`GET /api/posts answered ${res.status}: ${body.slice(0, 300)}`);
  const posts = JSON.parse(body) as PostSummary[];
  const first = posts.find((p) => p.tags.length > 0);
  if (!first) throw new Error('GET /api/posts listed no post with tags; the seed did not take.');
  const events = (await (await fetch(`${appUrl}/api/events`)).json()) as { slug: string }[];
  if (events.length === 0) throw new Error('GET /api/events listed no event; the seed did not take.');
  return { body, fixture: { slug: first.slug, tag: first.tags[0], eventSlug: events[0].slug } };
}

/**
 * The body a case's request gets, uncompressed as autocannon (which sends no Accept-Encoding) gets
 * it: the bytes its own ceilings answer. Reading it also fills the public cache the case then reads.
 */
async function captureBody(appUrl: string, c: BenchCase, type: CeilingRoute['type']): Promise<CeilingRoute> {
  const path = c.request.path ?? '/';
  const res = await fetch(`${appUrl}${path}`, {
    headers: { ...c.request.headers, 'accept-encoding': 'identity' },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 300)}`);
  return { path, type, body };
}

async function measureOn(kind: CeilingKind, route: CeilingRoute, seconds: number): Promise<Measurement> {
  const ceiling = await startCeiling(kind, [route]);
  try {
    return await measure(ceiling.url, { path: route.path }, seconds);
  } finally {
    await ceiling.stop();
  }
}

// Rounds of a page case and its Express ceiling, taken in turn: on a shared 2-core machine the
// throughput of one 5 s run drifts by 20% from the next, and a ratio of two runs taken a minute
// apart measured the drift as much as the server.
const PAGE_ROUNDS = 3;

const byRate = (a: Measurement, b: Measurement) => a.requestsPerSecond - b.requestsPerSecond;
const median = <T>(sorted: T[]): T => sorted[Math.floor(sorted.length / 2)];

/** A page case and its ceilings; its ratio to Express is the median of the rounds' ratios. */
async function measurePage(
  appUrl: string,
  c: BenchCase,
  page: CeilingRoute,
  seconds: number,
): Promise<{ ceiling: Ceiling; app: Measurement; roundRatios: number[] }> {
  const node = await measureOn('node', page, seconds);
  const express = await startCeiling('express', [page]);
  const rounds: { express: Measurement; app: Measurement }[] = [];
  try {
    for (let i = 0; i < PAGE_ROUNDS; i++) {
      rounds.push({
        express: await measure(express.url, { path: page.path }, seconds),
        app: await measure(appUrl, c.request, seconds),
      });
    }
  } finally {
    await express.stop();
  }
  const roundRatios = rounds.map((r) => r.app.requestsPerSecond / r.express.requestsPerSecond);
  return {
    ceiling: {
      label: c.label,
      path: page.path,
      bodyBytes: Buffer.byteLength(page.body),
      node,
      express: median(rounds.map((r) => r.express).sort(byRate)),
    },
    app: median(rounds.map((r) => r.app).sort(byRate)),
    roundRatios,
  };
}

interface ApiRound {
  express: Measurement;
  app: Measurement;
  unlogged?: Measurement;
}

// An API case in rounds too, each taking the bare Express route, the app, and (when given) the app
// without its request log, in turn: the ratio and the log's cost are medians of rounds taken side
// by side, not of runs a minute apart on a machine whose throughput drifts.
const API_ROUNDS = 3;

const medianOf = (values: number[]) => median([...values].sort((a, b) => a - b));

async function measureApiRounds(
  c: BenchCase,
  route: CeilingRoute,
  { appUrl, unloggedAppUrl, seconds }: SuiteOptions,
): Promise<ApiRound[]> {
  const express = await startCeiling('express', [route]);
  const rounds: ApiRound[] = [];
  try {
    for (let i = 0; i < API_ROUNDS; i++) {
      rounds.push({
        express: await measure(express.url, { path: route.path }, seconds),
        app: await measure(appUrl, c.request, seconds),
        unlogged: unloggedAppUrl ? await measure(unloggedAppUrl, c.request, seconds) : undefined,
      });
    }
  } finally {
    await express.stop();
  }
  return rounds;
}

async function measureCeiling(label: string, route: CeilingRoute, seconds: number): Promise<Ceiling> {
  const node = await measureOn('node', route, seconds);
  const express = await measureOn('express', route, seconds);
  return { label, path: route.path, bodyBytes: Buffer.byteLength(route.body), node, express };
}

/** An API case's row from its rounds against the ceiling whose bare Express route the rounds ran. */
function apiResult(c: BenchCase, rounds: ApiRound[], ceiling: Ceiling, logged: boolean): CaseResult {
  const app = median(rounds.map((r) => r.app).sort(byRate));
  const ratios = (pick: (r: ApiRound) => number) => rounds.map(pick);
  return {
    name: c.name,
    label: c.label,
    ...app,
    ceiling: ceiling.label,
    vsExpress: medianOf(ratios((r) => r.app.requestsPerSecond / r.express.requestsPerSecond)),
    vsNode: app.requestsPerSecond / ceiling.node.requestsPerSecond,
    roundRatios: ratios((r) => r.app.requestsPerSecond / r.express.requestsPerSecond),
    ...(logged && { withLogRatios: ratios((r) => r.app.requestsPerSecond / r.unlogged!.requestsPerSecond) }),
  };
}

export async function runSuite(options: SuiteOptions): Promise<Pick<BenchResults, 'ceilings' | 'cases'>> {
  const { appUrl, seconds, log } = options;
  const { body, fixture } = await captureFixture(appUrl);
  const cases = selectCases(benchCases(fixture), options.caseFilter);
  const logged = Boolean(options.unloggedAppUrl);
  const roundsNote = `${API_ROUNDS} rounds of ${seconds} s, alternating with the bare Express route${logged ? ' and the app without its request log' : ''}`;

  const postsJsonRoute: CeilingRoute = { path: '/api/posts', type: 'json', body };
  const ceilings: Ceiling[] = [];
  let postsJson: Ceiling | undefined;
  // Only when a selected case is compared with it: BENCH_CASES=events need not wait for it.
  if (cases.some((c) => c.ceiling === 'posts-json')) {
    log(
      `Ceilings: bare node:http and bare Express answering the same ${Buffer.byteLength(body)}-byte GET /api/posts body...`,
    );
    postsJson = await measureCeiling('GET /api/posts', postsJsonRoute, seconds);
    ceilings.push(postsJson);
  }

  const results: CaseResult[] = [];
  for (const c of cases) {
    if (c.ceiling === 'same-html') {
      const page = await captureBody(appUrl, c, 'html');
      log(
        `${c.label}: ${PAGE_ROUNDS} rounds of ${seconds} s, alternating with a bare Express route answering its ${Buffer.byteLength(page.body)} bytes of HTML...`,
      );
      const { ceiling, app, roundRatios } = await measurePage(appUrl, c, page, seconds);
      ceilings.push(ceiling);
      const sorted = [...roundRatios].sort((a, b) => a - b);
      results.push({
        name: c.name,
        label: c.label,
        ...app,
        ceiling: ceiling.label,
        vsExpress: median(sorted),
        vsNode: app.requestsPerSecond / ceiling.node.requestsPerSecond,
        roundRatios,
      });
      continue;
    }
    if (c.ceiling === 'same-json') {
      // Its own bytes, read through the app (which fills its public cache, as a visitor's read would):
      // the rounds then measure the cached answer against bare routes serializing the same JSON.
      const route = await captureBody(appUrl, c, 'json');
      log(`${c.label}: ${roundsNote} answering its own ${Buffer.byteLength(route.body)} bytes of JSON...`);
      const node = await measureOn('node', route, seconds);
      const rounds = await measureApiRounds(c, route, options);
      const express = median(rounds.map((r) => r.express).sort(byRate));
      const ceiling = {
        label: c.label,
        path: route.path,
        bodyBytes: Buffer.byteLength(route.body),
        node,
        express,
      };
      ceilings.push(ceiling);
      results.push(apiResult(c, rounds, ceiling, logged));
      continue;
    }
    log(`${c.label}: ${roundsNote}...`);
    const rounds = await measureApiRounds(c, postsJsonRoute, options);
    results.push(apiResult(c, rounds, postsJson!, logged));
  }
  return { ceilings, cases: results };
}
