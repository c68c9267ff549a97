import autocannon, { type AutocannonRequest } from 'autocannon';

// Issue 7: 50 connections, no pipelining, a bounded time per case.
export const CONNECTIONS = 50;

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and every non-2xx answer. */
  errors: number;
  requests: number;
  statusCodes: Record<string, number>;
}

/** Drives `url` with one request shape for `seconds`; a shorter unrecorded run warms it first. */
export async function measure(
  url: string,
  request: AutocannonRequest,
  seconds: number,
): Promise<Measurement> {
  const options = { url, connections: CONNECTIONS, pipelining: 1, requests: [request] };
  // The first second runs cold code paths and empty caches; it is not what a site in use sees.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    statusCodes,
  };
}
