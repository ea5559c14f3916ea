import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountEventAction, AccountStatus, UiLanguage, Role } from '@school-portal/contract';
import { createdAt, id } from '../base-columns.ts';

/** Numbers behind generated user IDs (JS100001, IA100002, ...). */
export const userNumberSeq = pgSequence('user_number_seq', { startWith: 100001 });

export const institutes = pgTable(
  'institutes',
  {
    code: text('code').primaryKey(),
    name: text('name'),
    /** The government's 11-digit school number, when the school gave it at registration. */
    udiseCode: text('udise_code'),
    createdAt: createdAt(),
  },
  // The super admin's account lists find a school by its name: INSTITUTE_SEARCH_TEXT (accounts/queries.ts).
  (t) => [index('institutes_name_trgm_idx').using('gin', sql`(lower(coalesce(${t.name}, ''))) gin_trgm_ops`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<AccountStatus>().notNull(),
    instituteCode: text('institute_code').references(() => institutes.code),
    rejectionReason: text('rejection_reason'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    /** The language of the portal, its e-mails and notices for this person (en, hi, ta). */
    language: text('language').$type<UiLanguage>().notNull().default('en'),
    /** Bumped whenever existing tokens must stop working (password change, suspension, ...). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the account was erased at its holder's request (or its institute closed): the row stays, emptied,
     * for the records pointing at it, but it is nobody's to unsuspend or to write to.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_id_lower_key').on(sql`lower(${t.userId})`),
    uniqueIndex('users_email_key').on(t.email),
    index('users_status_role_created_idx').on(t.status, t.role, t.createdAt),
    // The admin lists page by status, oldest or most recently changed first.
    index('users_status_created_idx').on(t.status, t.createdAt),
    index('users_status_updated_idx').on(t.status, t.updatedAt),
    index('users_institute_code_idx').on(t.instituteCode),
    // Find Employee checks every candidate profile's account (approved, profile complete): with this,
    // each check reads the index alone, not the account's row (a fifth of the cost of a capped count).
    index('users_listable_idx')
      .on(t.id)
      .where(sql`${t.status} = 'approved' and ${t.profileCompleted}`),
    // An institute code belongs to one live registration; a rejected one lets it go (the real school may then register).
    uniqueIndex('users_institute_admin_code_key')
      .on(t.instituteCode)
      .where(sql`${t.role} = 'instituteAdmin' and ${t.status} <> 'rejected'`),
  ],
);

/** Audit trail of every decision taken on an account. */
export const accountEvents = pgTable(
  'account_events',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AccountEventAction>().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('account_events_account_idx').on(t.accountId, t.createdAt)],
);
