import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../http/errors';
import { MAX_UPLOAD_BYTES } from './limits';

// A well-kept multipart parser (busboy underneath) into a bounded buffer: it stops reading at 15 MB,
// one file, and a handful of small text fields, so no body can hold more memory than that.
const parser = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: 1,
    fields: 4,
    // Room for a 10,000-character alt text to reach the schema, which answers it field by field.
    fieldSize: 64 * 1024,
    fieldNameSize: 100,
    parts: 6,
    headerPairs: 50,
  },
}).single('file');

const fileError = (message: string) => new HttpError(400, message, [{ path: 'file', message }]);

/** multer's refusals in CONTRACT's statuses and shape. */
function toHttpError(err: unknown): unknown {
  if (!(err instanceof multer.MulterError)) {
    // busboy's complaints about a malformed body ("Unexpected end of form", a missing boundary).
    return err instanceof Error && !(err instanceof HttpError)
      ? new HttpError(400, 'The upload could not be read as multipart/form-data')
      : err;
  }
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, 'The image is larger than 15 MB');
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return fileError('Upload one image at a time, in the field "file"');
    default:
      return new HttpError(400, 'The upload has too many or too large fields');
  }
}

/** Parses a multipart upload into `req.file` and `req.body`; any other body leaves them empty. */
export const uploadParser: RequestHandler = (req, res, next) => {
  // A declared length past the limit is refused before a byte is read.
  if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) {
    next(new HttpError(413, 'The image is larger than 15 MB'));
    return;
  }
  parser(req, res, (err?: unknown) => {
    if (req.body === undefined) req.body = {};
    next(err ? toHttpError(err) : undefined);
  });
};

export const missingFile = () => fileError('Choose an image file to upload');
