import { eq } from 'drizzle-orm';
import { FAMILY_MESSAGES, type FeePageLink, type UiLanguage } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { familyFeeLinks } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { notFound } from '../../errors.ts';
import { familyStudents } from '../families/index.ts';
import { newReference, newToken, toLink } from './links.ts';

export type FamilyLinkRow = typeof familyFeeLinks.$inferSelect;

const familyLinkOf = async (db: DbOrTx, at: Institute, familyId: string) =>
  (await scoped(db, at).select(familyFeeLinks, eq(familyFeeLinks.familyId, familyId)))[0];

/**
 * The family's link for the guardian (decision 037), made on first use as a child's is. Another school's family, or
 * one with no children linked now, is not found.
 */
export async function familyFeeLink(db: Db, at: Institute, by: string, familyId: string): Promise<FeePageLink> {
  if ((await familyStudents(db, at, familyId)).length === 0) throw notFound(FAMILY_MESSAGES.familyNotFound);
  const existing = await familyLinkOf(db, at, familyId);
  if (existing) return toLink(existing);
  try {
    return toLink(
      await scoped(db, at).insert(familyFeeLinks, {
        familyId,
        token: newToken(),
        reference: newReference(),
        createdBy: by,
      }),
    );
  } catch (err) {
    const first = isUniqueViolation(err, 'family_fee_links_family_key')
      ? await familyLinkOf(db, at, familyId)
      : undefined;
    if (first) return toLink(first);
    throw err;
  }
}

/** The family link a token names (the token names its institute), or undefined. */
export async function familyLinkByToken(db: DbOrTx, token: string): Promise<FamilyLinkRow | undefined> {
  const [link] = await db.select().from(familyFeeLinks).where(eq(familyFeeLinks.token, token));
  return link;
}

export async function noteFamilyLanguage(db: DbOrTx, link: FamilyLinkRow, language: UiLanguage | undefined) {
  if (!language || language === link.guardianLanguage) return;
  await db.update(familyFeeLinks).set({ guardianLanguage: language }).where(eq(familyFeeLinks.id, link.id));
}

/** The family's language once the guardian has opened the family's page; undefined before. */
export async function familyLanguageOf(db: DbOrTx, at: Institute, familyId: string): Promise<UiLanguage | undefined> {
  return (await familyLinkOf(db, at, familyId))?.guardianLanguage ?? undefined;
}
