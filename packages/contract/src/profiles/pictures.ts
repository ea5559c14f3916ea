import { z } from 'zod';
import { PICTURE_MESSAGES } from './messages.ts';

export const SUPER_ADMIN_PICTURE_MAX_BYTES = 2_097_152;
/** The institute's picture follows the super admin's rules. */
export const INSTITUTE_PICTURE_MAX_BYTES = SUPER_ADMIN_PICTURE_MAX_BYTES;
/**
 * The spec sets no limit on a job seeker's picture; a server needs one. 5 MB takes any phone photo
 * of a face, and a screen refuses larger files before uploading.
 */
export const JOBSEEKER_PICTURE_MAX_BYTES = 5 * 1_048_576;

/** A picture's size and type rules as one record, for a screen's picker and the server's check. */
export interface PictureRules {
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

export const PICTURE_RULES = {
  superAdmin: {
    maxBytes: SUPER_ADMIN_PICTURE_MAX_BYTES,
    typeMessage: PICTURE_MESSAGES.superAdminType,
    sizeMessage: PICTURE_MESSAGES.superAdminSize,
  },
  institute: {
    maxBytes: INSTITUTE_PICTURE_MAX_BYTES,
    typeMessage: PICTURE_MESSAGES.instituteType,
    sizeMessage: PICTURE_MESSAGES.instituteSize,
  },
  instituteUser: {
    maxBytes: SUPER_ADMIN_PICTURE_MAX_BYTES,
    typeMessage: PICTURE_MESSAGES.instituteType,
    sizeMessage: PICTURE_MESSAGES.instituteSize,
  },
  jobseeker: {
    maxBytes: JOBSEEKER_PICTURE_MAX_BYTES,
    typeMessage: PICTURE_MESSAGES.jobseekerType,
    sizeMessage: PICTURE_MESSAGES.jobseekerSize,
  },
} as const satisfies Record<string, PictureRules>;

/** The body size of a call carrying one picture as base64 (a third larger) with room for the other fields. */
export const base64BodyLimit = (maxBytes: number) => Math.ceil(maxBytes * 1.4) + 64 * 1024;

/** What a browser's Blob or File offers (the contract is built without the DOM's types). */
export interface FileLike {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && 'arrayBuffer' in v && 'size' in v;

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
