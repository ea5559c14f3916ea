import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, insertedSeq } from '../columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    seq: insertedSeq(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
