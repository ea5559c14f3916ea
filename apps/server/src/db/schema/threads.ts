import { index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ThreadSide } from '@school-portal/contract';
import { createdAt, id } from '../columns.ts';

/**
 * The replies after an enquiry (a supplier's quote, a bus ad), from the asker or the answerer: one
 * shape for both kinds, each in its domain's table, reached only through its enquiry.
 */
export const threadMessagesTable = <N extends string>(name: N, enquiryId: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      id: id(),
      enquiryId: uuid('enquiry_id').notNull().references(enquiryId, { onDelete: 'cascade' }),
      side: text('side').$type<ThreadSide>().notNull(),
      authorName: text('author_name').notNull(),
      body: text('body').notNull(),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_enquiry_idx`).on(t.enquiryId, t.createdAt)],
  );
