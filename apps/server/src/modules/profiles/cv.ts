import { eq } from 'drizzle-orm';
import { CV_MESSAGES, type CvInfo } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobseekerCvs } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { cvText } from './cv-text.ts';

/** Every PDF starts with these bytes; a file that does not is no PDF, whatever its name says. */
const PDF_MAGIC = Buffer.from('%PDF-');
const MAX_BYTES = 5 * 1024 * 1024;

/** The columns a card or profile shows of a CV: never its bytes. */
export const cvColumns = {
  fileName: jobseekerCvs.fileName,
  size: jobseekerCvs.size,
  uploadedAt: jobseekerCvs.uploadedAt,
};

export const cvInfoOf = (
  row: { fileName: string | null; size: number | null; uploadedAt: Date | null } | null | undefined,
): CvInfo =>
  row?.fileName && row.uploadedAt
    ? { fileName: row.fileName, size: row.size ?? 0, uploadedAt: row.uploadedAt.toISOString() }
    : null;

/** A file name safe to send back in a header: letters, digits, dots, dashes; always ending in .pdf. */
function safeName(name: string | undefined): string {
  const base =
    (name ?? 'cv')
      .replace(/\.pdf$/i, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'cv';
  return `${base}.pdf`;
}

/** Checks the file by its content (a PDF, at most 5 MB) and keeps it as the seeker's one CV. */
export async function uploadCv(db: Db, seekerId: string, bytes: Uint8Array, name: string | undefined): Promise<CvInfo> {
  const data = Buffer.from(bytes);
  if (data.length > MAX_BYTES) throw new AppError(413, CV_MESSAGES.tooLarge, { cv: CV_MESSAGES.tooLarge });
  if (data.length < PDF_MAGIC.length || !data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    throw badRequest(CV_MESSAGES.notPdf, { cv: CV_MESSAGES.notPdf });
  // Read before the write: her profile's search text is made from it by the database (migration 0053).
  const text = await cvText(data);
  const row = { userId: seekerId, fileName: safeName(name), data, text, size: data.length, uploadedAt: new Date() };
  await db.insert(jobseekerCvs).values(row).onConflictDoUpdate({ target: jobseekerCvs.userId, set: row });
  return cvInfoOf(row);
}

export async function removeCv(db: DbOrTx, seekerId: string): Promise<void> {
  await db.delete(jobseekerCvs).where(eq(jobseekerCvs.userId, seekerId));
}

/** The CV's bytes; whether the caller may have them is decided by the caller of this (modules/jobseekers). */
export async function cvFile(db: DbOrTx, seekerId: string): Promise<{ fileName: string; data: Buffer }> {
  const [row] = await db
    .select({ fileName: jobseekerCvs.fileName, data: jobseekerCvs.data })
    .from(jobseekerCvs)
    .where(eq(jobseekerCvs.userId, seekerId));
  if (!row) throw notFound(CV_MESSAGES.notFound);
  return row;
}

export async function cvInfo(db: DbOrTx, seekerId: string): Promise<CvInfo> {
  const [row] = await db.select(cvColumns).from(jobseekerCvs).where(eq(jobseekerCvs.userId, seekerId));
  return cvInfoOf(row);
}
