import { sql } from 'drizzle-orm';
import type { DelegateImportError, DelegateImportResult } from '../../shared/delegates';
import { delegates } from '../../shared/schema';
import type { Db } from '../db/client';
import { readDelegateCsv, type ImportRow } from './import-csv';

// Importing the union's list (CONTRACT section 15): each row matches a delegate by e-mail when it
// has one, else by first name, last name and local together, case-insensitively. Only identity
// fields are written, never support, pledge, owner, tags or the log, so a re-import keeps the
// campaign's work. A dry run writes nothing; a real one writes everything or, on any error, nothing.

interface Existing {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  local: string;
  region: string;
  kind: string;
}

const IDENTITY = ['firstName', 'lastName', 'email', 'phone', 'local', 'region', 'kind'] as const;
const nameKey = (r: { firstName: string; lastName: string; local: string }) =>
  [r.firstName, r.lastName, r.local].map((s) => s.toLowerCase()).join('\u0000');

interface Plan {
  creates: ImportRow[];
  updates: (Existing & { line: number })[];
  unchanged: number;
  errors: DelegateImportError[];
}

/** A row over an existing delegate: an empty e-mail or phone cell keeps the stored one. */
const merged = (row: ImportRow, found: Existing) => ({
  ...found,
  ...row,
  email: row.email ?? found.email,
  phone: row.phone ?? found.phone,
});

function plan(rows: ImportRow[], existing: Existing[], errors: DelegateImportError[]): Plan {
  const byEmail = new Map(existing.filter((e) => e.email).map((e) => [e.email!.toLowerCase(), e]));
  const byName = new Map(existing.map((e) => [nameKey(e), e]));
  const seen = new Map<string, number>();
  const result: Plan = { creates: [], updates: [], unchanged: 0, errors };
  for (const row of rows) {
    const key = row.email ? `e:${row.email}` : `n:${nameKey(row)}`;
    const found = row.email ? byEmail.get(row.email) : byName.get(nameKey(row));
    // Two rows for one person (or one delegate) would fight over the same record.
    const claim = found ? `id:${found.id}` : key;
    const earlier = seen.get(claim) ?? seen.get(key);
    if (earlier !== undefined) {
      const what = row.email ? 'email' : 'names and local';
      errors.push({ line: row.line, message: `The same ${what} as line ${earlier}` });
      continue;
    }
    seen.set(claim, row.line);
    seen.set(key, row.line);
    if (!found) {
      result.creates.push(row);
      continue;
    }
    const next = merged(row, found);
    if (IDENTITY.some((f) => next[f] !== found[f])) result.updates.push({ ...next, line: row.line });
    else result.unchanged += 1;
  }
  errors.sort((a, b) => a.line - b.line);
  return result;
}

const summary = (p: Plan): DelegateImportResult => ({
  create: p.creates.length,
  update: p.updates.length,
  unchanged: p.unchanged,
  errors: p.errors,
});

const identityJson = (rows: (ImportRow | Existing)[]) =>
  JSON.stringify(
    rows.map((r) => ({
      id: 'id' in r ? r.id : null,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      phone: r.phone,
      local: r.local,
      region: r.region,
      kind: r.kind,
    })),
  );

const RECORDSET = sql`(id uuid, first_name text, last_name text, email text, phone text, local text, region text, kind text)`;

/** Writes the plan in one statement per kind of change, inside the caller's transaction. */
async function apply(tx: Db, p: Plan): Promise<void> {
  if (p.creates.length > 0)
    await tx.execute(sql`
      INSERT INTO delegates (first_name, last_name, email, phone, local, region, kind)
      SELECT first_name, last_name, email, phone, local, region, kind
      FROM jsonb_to_recordset(${identityJson(p.creates)}::jsonb) AS v${RECORDSET}`);
  if (p.updates.length > 0)
    await tx.execute(sql`
      UPDATE delegates d SET first_name = v.first_name, last_name = v.last_name, email = v.email,
        phone = v.phone, local = v.local, region = v.region, kind = v.kind,
        version = d.version + 1, updated_at = now()
      FROM jsonb_to_recordset(${identityJson(p.updates)}::jsonb) AS v${RECORDSET}
      WHERE d.id = v.id`);
}

/** Reads, matches and (unless a dry run, or the file has errors) writes. `ok` is false on errors. */
export async function importDelegates(
  db: Db,
  file: Buffer,
  dryRun: boolean,
): Promise<{ ok: boolean; result: DelegateImportResult }> {
  const { rows, errors } = readDelegateCsv(file);
  return db.transaction(async (tx) => {
    // Held until the commit: two imports at once would each create the rows the other creates.
    await tx.execute(sql`LOCK TABLE delegates IN SHARE ROW EXCLUSIVE MODE`);
    const existing = (await tx
      .select({
        id: delegates.id,
        firstName: delegates.firstName,
        lastName: delegates.lastName,
        email: delegates.email,
        phone: delegates.phone,
        local: delegates.local,
        region: delegates.region,
        kind: delegates.kind,
      })
      .from(delegates)) as Existing[];
    const p = plan(rows, existing, errors);
    const ok = p.errors.length === 0;
    if (ok && !dryRun) await apply(tx, p);
    return { ok, result: summary(p) };
  });
}
