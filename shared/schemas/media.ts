import { z } from 'zod';
import { lineString } from './fields';

/** CONTRACT section 7: alt text of at most 250 characters. */
export const MEDIA_ALT_MAX = 250;
/** Bytes in one upload (15 MB); over is 413. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** The types the upload accepts, for a file input's `accept` (the server checks the bytes). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

const alt = lineString('Alt text must be text').max(MEDIA_ALT_MAX, {
  error: `Alt text must be at most ${MEDIA_ALT_MAX} characters`,
});

/** The upload's text field (optional: the editor warns when it is empty). */
export const mediaUploadSchema = z.object({ alt: alt.optional().default('') });
export type MediaUploadInput = z.input<typeof mediaUploadSchema>;

/** PATCH /api/admin/media/:id. */
export const mediaAltSchema = z.object({ alt });
export type MediaAltInput = z.input<typeof mediaAltSchema>;
