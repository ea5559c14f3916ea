import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { feePagePath, type FeePageLink, type UiLanguage } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { guardianFeeLinks } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { getStudent } from '../students/index.ts';

type LinkRow = typeof guardianFeeLinks.$inferSelect;

/** 256 random bits: never derived from the student, so one link tells nothing about another. */
export const newToken = () => randomBytes(32).toString('base64url');

/** The reference in the UPI note: short enough to read off a bank statement, random so it names nobody. */
export const newReference = () => `SP${randomBytes(5).toString('hex').toUpperCase()}`;

export const toLink = (row: { token: string; createdAt: Date }): FeePageLink => ({
  token: row.token,
  path: feePagePath(row.token),
  createdAt: row.createdAt.toISOString(),
});

const linkOf = async (db: DbOrTx, at: Institute, studentId: string) =>
  (await scoped(db, at).select(guardianFeeLinks, eq(guardianFeeLinks.studentId, studentId)))[0];

/** The student's link for the guardian: made on first use, then the same one until it is reissued. */
export async function feePageLink(db: Db, at: Institute, by: string, studentId: string): Promise<FeePageLink> {
  await getStudent(db, at, studentId);
  const existing = await linkOf(db, at, studentId);
  if (existing) return toLink(existing);
  try {
    return toLink(
      await scoped(db, at).insert(guardianFeeLinks, {
        studentId,
        token: newToken(),
        reference: newReference(),
        createdBy: by,
      }),
    );
  } catch (err) {
    // Two clicks at once: the first link made is the student's link.
    const first = isUniqueViolation(err, 'guardian_fee_links_student_key')
      ? await linkOf(db, at, studentId)
      : undefined;
    if (first) return toLink(first);
    throw err;
  }
}

/**
 * The old link stops opening the page at once; the guardian gets the new one. One statement that
 * replaces the student's row (or makes it): two clerks reissuing at once each get a fresh link, the last
 * written is the one that opens, and neither meets the unique index (issue 45: it answered 500).
 */
export async function reissueFeePageLink(db: Db, at: Institute, by: string, studentId: string): Promise<FeePageLink> {
  await getStudent(db, at, studentId);
  // One statement, so ten reissues at once cannot collide; the guardian's language is not in `set`, so it outlives the link.
  const fresh = { token: newToken(), reference: newReference(), createdBy: by, createdAt: new Date() };
  const [row] = await db
    .insert(guardianFeeLinks)
    .values({ instituteCode: at, studentId, ...fresh })
    .onConflictDoUpdate({ target: guardianFeeLinks.studentId, set: fresh })
    .returning();
  return toLink(row!);
}

/** The link a token names, with its institute (the token names it: there is no caller to scope by), or undefined. */
export async function linkByToken(db: DbOrTx, token: string): Promise<LinkRow | undefined> {
  const [link] = await db.select().from(guardianFeeLinks).where(eq(guardianFeeLinks.token, token));
  return link;
}

/** The language the guardian's browser named on opening the page, kept for the reminders (unchanged when it named none we speak). */
export async function noteGuardianLanguage(db: DbOrTx, link: LinkRow, language: UiLanguage | undefined) {
  if (!language || language === link.guardianLanguage) return;
  await db.update(guardianFeeLinks).set({ guardianLanguage: language }).where(eq(guardianFeeLinks.id, link.id));
}

/** The guardian's language, once they have opened their page; undefined before. */
export async function guardianLanguageOf(
  db: DbOrTx,
  at: Institute,
  studentId: string,
): Promise<UiLanguage | undefined> {
  return (await linkOf(db, at, studentId))?.guardianLanguage ?? undefined;
}
