import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../http/errors';

// CONTRACT section 13: a document is a PDF of at most 20 MB.
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
const tooLarge = () => new HttpError(413, 'The document is larger than 20 MB');
const fileError = (message: string) => new HttpError(400, message, [{ path: 'file', message }]);

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 4, headerPairs: 50 },
}).single('file');

/** Parses a multipart upload of one `file` into `req.file`, refusing a body past 20 MB with 413. */
export const documentUploadParser: RequestHandler = (req, res, next) => {
  if (Number(req.headers['content-length'] ?? 0) > MAX_DOCUMENT_BYTES + 64 * 1024) {
    next(tooLarge());
    return;
  }
  parser(req, res, (err?: unknown) => {
    if (req.body === undefined) req.body = {};
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(tooLarge());
      return next(fileError('Upload one PDF, in the field "file"'));
    }
    next(
      err instanceof HttpError
        ? err
        : new HttpError(400, 'The upload could not be read as multipart/form-data'),
    );
  });
};

export const missingDocument = () => fileError('Choose a PDF file to upload');

/** A PDF by its bytes (the `%PDF-` header), never by its name or declared type. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
