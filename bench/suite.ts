// The measurements of one run: the two ceilings first, then every selected case against the app.
import { benchCases, selectCases, type CaseFixture } from './cases';
import { startCeiling, type CeilingKind } from './ceilings';
import { measure, type Measurement } from './load';
import type { BenchResults, CaseResult } from './report';

export interface SuiteOptions {
  appUrl: string;
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
  return { body, fixture: { slug: first.slug, tag: first.tags[0] } };
}

async function measureCeiling(kind: CeilingKind, body: string, seconds: number): Promise<Measurement> {
  const ceiling = await startCeiling(kind, body);
  try {
    return await measure(ceiling.url, { path: '/api/posts' }, seconds);
  } finally {
    await ceiling.stop();
  }
}

export async function runSuite(options: SuiteOptions): Promise<Pick<BenchResults, 'ceilings' | 'cases'>> {
  const { appUrl, seconds, log } = options;
  const { body, fixture } = await captureFixture(appUrl);
  const cases = selectCases(benchCases(fixture), options.caseFilter);

  log(
    `Ceilings: bare node:http and bare Express answering the same ${body.length}-byte GET /api/posts body...`,
  );
  const node = await measureCeiling('node', body, seconds);
  const express = await measureCeiling('express', body, seconds);

  const results: CaseResult[] = [];
  for (const c of cases) {
    log(`Measuring ${c.label} for ${seconds} s...`);
    const m = await measure(appUrl, c.request, seconds);
    results.push({
      name: c.name,
      label: c.label,
      ...m,
      vsExpress: m.requestsPerSecond / express.requestsPerSecond,
      vsNode: m.requestsPerSecond / node.requestsPerSecond,
    });
  }
  return { ceilings: { bodyBytes: Buffer.byteLength(body), express, node }, cases: results };
}
