import { Router } from 'express';
import { DELEGATE_IMPORT_MAX_BYTES, delegateImportQuerySchema } from '../../shared/delegates';
import type { AppDeps } from '../deps';
import { fileFieldError, singleFileUpload } from '../http/single-file-upload';
import { parse } from '../http/validate';
import { importDelegates } from './import';

/** One CSV in the field `file`, at most 5 MB (a longer body is refused before it is read). */
const csvUpload = singleFileUpload({
  maxBytes: DELEGATE_IMPORT_MAX_BYTES,
  tooLarge: 'The file is larger than 5 MB',
  oneFile: 'Upload one CSV file, in the field "file"',
  onlyMultipart: 'Upload the CSV as multipart/form-data, in the field "file"',
});

/**
 * POST /delegates/import (admin only): a dry run answers what would change and writes nothing; a
 * real import writes every row or, on any error, none (400 with the same body).
 */
export function delegateImportRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.post('/delegates/import', csvUpload, async (req, res) => {
    const query = parse(delegateImportQuerySchema, req.query);
    if (!req.file) throw fileFieldError('Choose a CSV file to import');
    const dryRun = query.dryRun === '1' || query.dryRun === 'true';
    const { ok, result } = await importDelegates(db, req.file.buffer, dryRun);
    if (!ok && !dryRun) {
      res.status(400).json({ message: 'The file has errors; nothing was imported', ...result });
      return;
    }
    res.json(result);
  });
  return router;
}
