import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { DataRequestKind } from '@school-portal/contract';
import { createdAt, id } from '../columns.ts';

/**
 * Who asked for their own data or its deletion, and when (DPDP Act 2023): kept after the account is
 * erased, so it names the person by user ID and role only, with no key to the account row.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    instituteCode: text('institute_code'),
    createdAt: createdAt(),
  },
  (t) => [index('data_requests_created_idx').on(t.createdAt)],
);
