import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from './errors';

// One file in the field `file`, read by a well-kept multipart parser (busboy underneath) into a
// bounded buffer: a declared length past the limit is refused before a byte is read, and no body
// holds more memory than the limit and two small fields. The documents' PDF and the delegates' CSV
// upload through it; images have their own (media/upload-parser.ts: alt text and more fields).

export interface SingleFileUpload {
  maxBytes: number;
  /** The 413 message, e.g. "The document is larger than 20 MB". */
  tooLarge: string;
  /** The 400 message for a second file or another field name, e.g. 'Upload one PDF, in the field "file"'. */
  oneFile: string;
  /** When set, any body but multipart/form-data is 415 with this message (after the length check). */
  onlyMultipart?: string;
}

/** A 400 on the `file` field, in CONTRACT's error shape. */
export const fileFieldError = (message: string) => new HttpError(400, message, [{ path: 'file', message }]);

/** Parses a multipart upload of one `file` into `req.file`, with the statuses CONTRACT names. */
export function singleFileUpload({
  maxBytes,
  tooLarge,
  oneFile,
  onlyMultipart,
}: SingleFileUpload): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 4, headerPairs: 50 },
  }).single('file');
  return (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) {
      next(new HttpError(413, tooLarge));
      return;
    }
    if (onlyMultipart && !req.is('multipart/form-data')) {
      next(new HttpError(415, onlyMultipart));
      return;
    }
    parser(req, res, (err?: unknown) => {
      if (req.body === undefined) req.body = {};
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        return next(err.code === 'LIMIT_FILE_SIZE' ? new HttpError(413, tooLarge) : fileFieldError(oneFile));
      }
      next(
        err instanceof HttpError
          ? err
          : new HttpError(400, 'The upload could not be read as multipart/form-data'),
      );
    });
  };
}
