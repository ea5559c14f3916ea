import sharp from 'sharp';
import {
  IMAGE_MAX_SIDE,
  IMAGE_MESSAGES,
  THUMB_MAX_SIDE,
  type IcuText,
  type ImageRules,
  type ImageType,
} from '@school-portal/contract';
import { AppError, badRequest, type ErrorText } from '../../errors.ts';

// Decoding is the costly part of an upload; sharp's own cache only helps when one file is read twice.
sharp.cache(false);

/** An image checked and re-encoded, ready to store: nothing of the upload's own bytes or metadata is kept. */
export interface PreparedImage {
  contentType: 'image/jpeg' | 'image/png';
  data: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
}

/** Who sent what: the form field (for the error under it) and the file's name (for the message). */
export interface ImageSource {
  field: string;
  /** A name the sender gave, or its place in the form as a text in the reader's language ("Photo 2"). */
  name?: string | IcuText;
}

/** The type is read from the file's first bytes; a name, a part header or a data-URL prefix can lie. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

const SHARP_FORMAT: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Checks an uploaded image by its content and size, and re-encodes it: turned upright, at most
 * IMAGE_MAX_SIDE on its longest side, with every piece of metadata (a phone photo's GPS position
 * included) left behind, plus a JPEG thumbnail. A refusal names the field and the file.
 */
export async function prepareImage(input: Uint8Array, rules: ImageRules, source: ImageSource): Promise<PreparedImage> {
  const name = (typeof source.name === 'string' ? source.name.trim() : source.name) || source.field;
  const refuse = (status: 400 | 413, message: ErrorText) => new AppError(status, message, { [source.field]: message });
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length > rules.maxBytes)
    throw refuse(413, IMAGE_MESSAGES.tooLarge(name, Math.round(rules.maxBytes / 1_048_576)));
  const type = sniffImage(bytes);
  if (!type) throw refuse(400, IMAGE_MESSAGES.notAnImage(name));

  const unreadable = () => refuse(400, IMAGE_MESSAGES.unreadable(name));
  // 'warning' makes a truncated or corrupt file an error instead of a half-grey picture.
  const open = () => sharp(bytes, { failOn: 'warning', limitInputPixels: rules.maxPixels, animated: false });
  // Reading the header decodes no pixels, so the size check can run before the pixel limit would.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMAT[type]) throw unreadable();
  if (meta.width * meta.height > rules.maxPixels)
    throw refuse(400, IMAGE_MESSAGES.tooManyPixels(name, Math.round(rules.maxPixels / 1_000_000)));

  try {
    const upright = () =>
      open()
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    // A picture with transparency (a logo) stays PNG; a photo becomes a JPEG.
    const keepsAlpha = meta.hasAlpha === true;
    const full = keepsAlpha ? upright().png({ compressionLevel: 9 }) : upright().jpeg({ quality: 82, mozjpeg: true });
    const [{ data, info }, thumb] = await Promise.all([
      full.toBuffer({ resolveWithObject: true }),
      open()
        .rotate()
        .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 72, mozjpeg: true })
        .toBuffer(),
    ]);
    return {
      contentType: keepsAlpha ? 'image/png' : 'image/jpeg',
      data,
      width: info.width,
      height: info.height,
      thumb,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
}

/** A refusal for a call that needs at least one image. */
export const imageRequired = (field: string, message: string) => badRequest(message, { [field]: message });
