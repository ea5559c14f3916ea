import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, insertedSeq } from '../base-columns.ts';
import { users } from './accounts.ts';

/** Rejection reasons the super admin saved, to pick one for a batch of rejections instead of typing it. */
export const reasonTemplates = pgTable('moderation_reason_templates', {
  id: id(),
  text: text('text').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  seq: insertedSeq(),
});
