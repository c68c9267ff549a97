import request from 'supertest';
import type { App } from '../../server/app';
import type { AnalyticsReport } from '../../shared/schemas/analytics';
import type { SignedIn } from './admin-agent';

// Page views and reports as the browser and the admin screen make them (CONTRACT section 17).

export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** One beacon, as navigator.sendBeacon sends it (text/plain) unless told otherwise. */
export function hit(app: App, body: unknown, headers: Record<string, string> = {}) {
  return request(app)
    .post('/api/hit')
    .set({ 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, ...headers })
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The report (this instance's pending counts are written first, as the route does). */
export async function report(admin: SignedIn, days = 30): Promise<AnalyticsReport> {
  const res = await admin.agent.get(`/api/admin/analytics?days=${days}`);
  if (res.status !== 200) throw new Error(`GET /api/admin/analytics answered ${res.status}: ${res.text}`);
  return res.body as AnalyticsReport;
}

/** A page's row of the report, if it has one. */
export const pageRow = (r: AnalyticsReport, path: string) => r.pages.find((p) => p.path === path);
