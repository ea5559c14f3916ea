import { PICTURE_MESSAGES } from './messages.ts';

/*
 * The limits of a profile's files (its picture, a teacher's CV), apart from the schemas that check them: a screen that
 * only shows or picks a file carries these, not the schema library (the teacher's profile screen, issue 51).
 */

/** A CV is a PDF of at most this many bytes; the server reads the type from the file's first bytes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

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
