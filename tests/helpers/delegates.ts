import type { SignedIn } from './admin-agent';

// Small factories for the delegates tests (CONTRACT section 15).

export interface DelegateFields {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  local?: string;
  region?: string;
  kind?: 'delegate' | 'alternate';
  support?: number | null;
  pledge?: 'none' | 'soft' | 'hard';
  owner?: string | null;
  nextStep?: { text: string; due: string } | null;
  tags?: string[];
}

let serial = 0;

/** A delegate's body with every required field, and whatever the test sets. */
export function delegateBody(fields: DelegateFields = {}) {
  serial += 1;
  return {
    firstName: `Ana${serial}`,
    lastName: `Reyes${serial}`,
    local: 'Local 2250',
    region: 'North',
    ...fields,
  };
}

/** Creates a delegate through the API as `as` and answers its body (throws on anything but 201). */
export async function createDelegate(as: SignedIn, fields: DelegateFields = {}) {
  const res = await as.agent
    .post('/api/admin/delegates')
    .set('X-CSRF-Token', as.csrfToken)
    .send(delegateBody(fields));
  if (res.status !== 201) throw new Error(`Creating a delegate failed: ${res.status} ${res.text}`);
  return res.body as { id: string; version: number } & Record<string, unknown>;
}

export const patchDelegate = (as: SignedIn, id: string, body: unknown) =>
  as.agent
    .patch(`/api/admin/delegates/${id}`)
    .set('X-CSRF-Token', as.csrfToken)
    .send(body as object);

export const logContact = (as: SignedIn, id: string, body: Record<string, unknown>) =>
  as.agent
    .post(`/api/admin/delegates/${id}/contacts`)
    .set('X-CSRF-Token', as.csrfToken)
    .send({ clientId: crypto.randomUUID(), method: 'call', outcome: 'reached', ...body });

/** POST /delegates/import with `csv` as the file; `dryRun` adds ?dryRun=1. */
export const importCsv = (as: SignedIn, csv: string | Buffer, dryRun = false) =>
  as.agent
    .post(`/api/admin/delegates/import${dryRun ? '?dryRun=1' : ''}`)
    .set('X-CSRF-Token', as.csrfToken)
    .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), {
      filename: 'delegates.csv',
      contentType: 'text/csv',
    });
