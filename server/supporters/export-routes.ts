import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Router } from 'express';
import { exportPresetSchema } from '../../shared/schemas/admin-lists';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { parse } from '../http/validate';
import { findAdminEvent } from '../events';
import { csvStringifier, datasetFilter, hasPresets, isDataset, openExport } from './exports';

const NO_PRESETS = 'Presets are offered for volunteers, newsletter and RSVPs only';

/** GET /export/{volunteers,contacts,newsletter,endorsements,testimonials}.csv as a dated download. */
export function exportsRouter({ database: { db }, log }: AppDeps): Router {
  const router = Router();

  // Express 5 paths cannot split "name.csv" into a parameter and a suffix: match the whole file name.
  router.get('/export/:file', async (req, res) => {
    const name = /^([a-z]+)\.csv$/.exec(req.params.file)?.[1];
    if (!name || !isDataset(name)) throw notFound('Unknown export');
    const filter = parse(datasetFilter(name), req.query);
    const { preset } = parse(exportPresetSchema, req.query);
    if (preset && !hasPresets(name))
      throw new HttpError(400, NO_PRESETS, [{ path: 'preset', message: NO_PRESETS }]);
    if (name === 'rsvps' && !(await findAdminEvent(db, (filter as { event: string }).event)))
      throw notFound('Event not found');
    const { columns, rows } = await openExport(db, name, filter, preset);
    const date = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${[name, preset, date].filter(Boolean).join('-')}.csv"`,
    });
    try {
      // Backpressure end to end: a slow reader pauses the batches; a reader who leaves ends them.
      await pipeline(Readable.from(rows), csvStringifier(columns), res);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') log(err);
    }
  });

  return router;
}
