import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { exportDataset, isDataset } from '../../services/exports';

/** GET /export/{volunteers,contacts,newsletter,endorsements}.csv as a dated download. */
export function exportsRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  // Express 5 paths cannot split "name.csv" into a parameter and a suffix: match the whole file name.
  router.get('/export/:file', async (req, res) => {
    const name = /^([a-z]+)\.csv$/.exec(req.params.file)?.[1];
    if (!name || !isDataset(name)) throw notFound('Unknown export');
    const csv = await exportDataset(db, name);
    const date = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${date}.csv"`,
    });
    res.send(csv);
  });

  return router;
}
