import { fileFieldError, singleFileUpload } from '../http/single-file-upload';

// CONTRACT section 13: a document is a PDF of at most 20 MB.
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** Parses a multipart upload of one `file` into `req.file`, refusing a body past 20 MB with 413. */
export const documentUploadParser = singleFileUpload({
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: 'The document is larger than 20 MB',
  oneFile: 'Upload one PDF, in the field "file"',
});

export const missingDocument = () => fileFieldError('Choose a PDF file to upload');

/** A PDF by its bytes (the `%PDF-` header), never by its name or declared type. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
