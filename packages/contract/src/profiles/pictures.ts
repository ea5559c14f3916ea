import { z } from 'zod';
import { isFileLike, type FileLike } from './file-rules.ts';

/** A picture sent as a file part of a multipart form: a Blob in the browser, a Buffer on the server. */
export const PictureFileSchema = z.custom<FileLike | Uint8Array>((v) => v instanceof Uint8Array || isFileLike(v), {
  error: /*i18n*/ 'Send the picture as a file.',
});

/**
 * Where a profile answer's picture is: a URL on this server, made anew each time the picture changes,
 * so a browser may cache it for good. Null when there is none.
 */
export const PictureUrlSchema = z.string().nullable();

export const PictureKeyParamSchema = z.object({ key: z.uuid({ error: /*i18n*/ 'Unknown picture.' }) });
