import { asc, eq } from 'drizzle-orm';
import { MODERATION_MESSAGES, type ReasonTemplate } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { reasonTemplates } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

const toTemplate = (row: typeof reasonTemplates.$inferSelect): ReasonTemplate => ({
  _id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** At most this many saved reasons: a list to pick from, not an archive. */
const MAX_TEMPLATES = 100;

export async function listTemplates(db: DbOrTx): Promise<ReasonTemplate[]> {
  const rows = await db
    .select()
    .from(reasonTemplates)
    .orderBy(asc(reasonTemplates.createdAt), asc(reasonTemplates.seq))
    .limit(MAX_TEMPLATES);
  return rows.map(toTemplate);
}

export async function addTemplate(db: DbOrTx, text: string, actorId: string): Promise<ReasonTemplate> {
  const [row] = await db.insert(reasonTemplates).values({ text, createdBy: actorId }).returning();
  return toTemplate(row!);
}

export async function removeTemplate(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db
    .delete(reasonTemplates)
    .where(eq(reasonTemplates.id, id))
    .returning({ id: reasonTemplates.id });
  if (deleted.length === 0) throw notFound(MODERATION_MESSAGES.unknownTemplate);
}

/** The saved reason's text; an unknown one is the caller's mistake, named under its field. */
export async function templateText(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db.select({ text: reasonTemplates.text }).from(reasonTemplates).where(eq(reasonTemplates.id, id));
  if (!row) throw badRequest(MODERATION_MESSAGES.unknownTemplate, { templateId: MODERATION_MESSAGES.unknownTemplate });
  return row.text;
}
