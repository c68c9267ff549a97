// The bounds of CONTRACT section 7 and the pipeline's tuning, in one place.

/** A body over this is 413 (multer stops reading at the limit). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Over this many pixels an image is refused from its header, before any decoding (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The stored image is at most this wide; narrower ones are never enlarged. */
export const MAX_STORED_WIDTH = 2400;
/** The widths a browser can choose from in a srcset. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920, 2400] as const;
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;
/** Alt text bound (CONTRACT section 7). */
export const ALT_MAX = 250;

// Encoder effort, measured on a 2400 x 1800 photo here: AVIF effort 4 took seconds per file,
// effort 2 about 0.6 s and effort 1 about 0.35 s, all within 3% of each other in size. WebP effort 2
// and plain progressive JPEG cost a third of WebP 3 and mozjpeg. The fallback JPEG reaches only the
// few browsers without AVIF or WebP, so its speed matters more than its last bytes; the social crop,
// fetched by every share preview, still gets mozjpeg.
export const AVIF_OPTIONS = { quality: 55, effort: 1 } as const;
export const WEBP_OPTIONS = { quality: 78, effort: 2 } as const;
export const JPEG_OPTIONS = { quality: 80, progressive: true, optimiseCoding: true } as const;
export const SOCIAL_JPEG_OPTIONS = { quality: 80, mozjpeg: true } as const;
export const PNG_OPTIONS = { compressionLevel: 8, palette: false } as const;
