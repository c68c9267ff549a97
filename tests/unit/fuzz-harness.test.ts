// The fuzz harness's own control (issue 15): run against servers that misbehave on purpose, it must
// fail; run against one that behaves, it must pass. Otherwise its green runs would prove nothing.
import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fuzzEndpoint, type FuzzTarget } from '../fixtures/fuzz-harness';

/** A one-route app whose answer to `/?n=<number>` the test decides. */
function appAnswering(answer: (n: number, res: express.Response) => void) {
  const app = express();
  app.get('/', (req, res) => answer(Number(req.query.n), res));
  return app;
}

function target(app: express.Express): FuzzTarget<number> {
  return {
    name: 'control',
    inputs: fc.integer({ min: 0, max: 99 }),
    send: (n) => request(app).get(`/?n=${n}`),
    snapshot: async () => 0,
    expected: (n) => (n % 2 === 0 ? 'accept' : 'reject'),
    runs: 60,
  };
}

const refuse = (res: express.Response, body: object) => res.status(400).json(body);

/** The harness's failure, with the assertion inside fast-check's report, as one text. */
async function failureOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    return `${(err as Error).message}\n${cause instanceof Error ? cause.message : ''}`;
  }
  return 'no failure';
}

describe('the fuzz harness', () => {
  it('passes a server that accepts the valid inputs and refuses the others in the contract shape', async () => {
    const app = appAnswering((n, res) =>
      n % 2 === 0 ? res.json({ ok: true }) : refuse(res, { message: 'No' }),
    );
    const statuses = await fuzzEndpoint(target(app));
    expect([...statuses.keys()].sort()).toEqual([200, 400]);
  });

  it('fails on a 500', async () => {
    const app = appAnswering((n, res) =>
      n % 2 === 0 ? res.json({ ok: true }) : res.status(500).json({ message: 'Internal server error' }),
    );
    expect(await failureOf(fuzzEndpoint(target(app)))).toMatch(/server error 500/);
  });

  it('fails on a stack trace leaked in a refusal', async () => {
    const stack = new Error('Failed query: insert into volunteers').stack!;
    const app = appAnswering((n, res) =>
      n % 2 === 0 ? res.json({ ok: true }) : refuse(res, { message: stack }),
    );
    expect(await failureOf(fuzzEndpoint(target(app)))).toMatch(/not to match[\s\S]*Failed query/);
  });

  it('fails when a refusal is not in the contract shape', async () => {
    const app = appAnswering((n, res) =>
      n % 2 === 0 ? res.json({ ok: true }) : refuse(res, { error: 'No' }),
    );
    expect(await failureOf(fuzzEndpoint(target(app)))).toMatch(/without a message/);
  });
});
