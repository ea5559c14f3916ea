import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, insertedSeq } from '../columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    // A portal path (e.g. an ad's enquiries) the notice opens when clicked; null for notices with nothing to open.
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    seq: insertedSeq(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
