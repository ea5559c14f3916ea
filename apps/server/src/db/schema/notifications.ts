import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Notice } from '@school-portal/contract';
import { users } from './accounts.ts';
import { createdAt, id, insertedSeq } from '../columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The text as written, in the reader's language of that day: shown when the notice is not one of the contract's.
    message: text('message').notNull(),
    // Which of the contract's notices (NOTICE_MESSAGES) and its values: written in the reader's language when read.
    messageId: text('message_id'),
    params: jsonb('params').$type<NonNullable<Notice['values']>>(),
    // A portal path (e.g. an ad's enquiries) the notice opens when clicked; null for notices with nothing to open.
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    seq: insertedSeq(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
