/** Photos of ads and products, and suppliers' logos: what the server accepts, and a picker checks first. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The `accept` of a file picker for these images. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export interface ImageRules {
  /** Bytes of the file as sent. */
  maxBytes: number;
  /** Width × height; a small file can still decode to a huge bitmap. */
  maxPixels: number;
}

/** Any phone camera's photo fits; a decompression bomb does not. */
export const PHOTO_RULES: ImageRules = { maxBytes: 5 * 1_048_576, maxPixels: 25_000_000 };

/** Longest side of a stored image and of its thumbnail, in pixels. */
export const IMAGE_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 480;

/** The body of a multipart call carrying up to `files` images, with room for its text fields. */
export const imagesBodyLimit = (files: number, rules: ImageRules = PHOTO_RULES) => files * rules.maxBytes + 256 * 1024;
