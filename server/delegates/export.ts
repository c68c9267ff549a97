import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Router } from 'express';
import { delegateFilterSchema, type DelegateFilter } from '../../shared/delegates';
import { delegates } from '../../shared/schema';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { parse } from '../http/validate';
import { csvStringifier } from '../supporters';
import { delegateOrder, delegateWhere } from './list';
import { toDelegate } from './records';
import { scopeOf, type Scope } from './scope';

const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'local',
  'region',
  'kind',
  'support',
  'pledge',
  'owner',
  'next_step',
  'next_step_due',
  'tags',
  'last_contact_at',
  'updated_at',
];
const BATCH_ROWS = 500;

/** The list's rows in its order, a batch per short query, so memory holds one batch. */
async function* exportRows(db: Db, filter: DelegateFilter, scope: Scope, zone: string) {
  const where = delegateWhere(filter, scope, zone);
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const rows = await db
      .select()
      .from(delegates)
      .where(where)
      .orderBy(...delegateOrder(filter.sort))
      .limit(BATCH_ROWS)
      .offset(offset);
    for (const row of rows) {
      const d = toDelegate(row);
      yield {
        id: d.id,
        first_name: d.firstName,
        last_name: d.lastName,
        email: d.email,
        phone: d.phone,
        local: d.local,
        region: d.region,
        kind: d.kind,
        support: d.support,
        pledge: d.pledge,
        owner: d.owner,
        next_step: d.nextStep?.text ?? null,
        next_step_due: d.nextStep?.due ?? null,
        tags: d.tags.join('; '),
        last_contact_at: d.lastContactAt,
        updated_at: d.updatedAt,
      };
    }
    if (rows.length < BATCH_ROWS) return;
  }
}

/**
 * GET /export/delegates.csv (admin only) with the list's filters, streamed as section 9's exports:
 * formula-safe cells, backpressure from the socket. Mounted before the supporters' exports, whose
 * `/export/:file` would answer it 404.
 */
export function delegateExportRouter({ database: { db }, config, log }: AppDeps): Router {
  const router = Router();
  router.get('/export/delegates.csv', async (req, res) => {
    const filter = parse(delegateFilterSchema, req.query);
    const rows = exportRows(db, filter, scopeOf(req), config.campaignTimeZone);
    // The first batch before a byte is sent, so a failing query is a 500, not a cut file.
    const first = await rows.next();
    const all = (async function* () {
      if (first.done) return;
      yield first.value;
      yield* rows;
    })();
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="delegates-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
    try {
      await pipeline(Readable.from(all), csvStringifier(COLUMNS), res);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') log(err);
    }
  });
  return router;
}
