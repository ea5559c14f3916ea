import { sql } from 'drizzle-orm';
import { date, index, integer, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  HiringSide,
  InvitationStatus,
  MeetingKind,
  MeetingMode,
  OfferStatus,
  UiLanguage,
} from '@school-portal/contract';
import { createdAt, id, instituteTable, updatedAt } from '../columns.ts';
import { users } from './accounts.ts';
import { applications, jobs } from './jobs.ts';

/*
 * The hiring desk of an application (decision 039): its thread, the interviews and demo lessons the
 * school proposes, and its offers. All of it is the school's data, scoped by institute like the
 * application, and goes with the application when she withdraws.
 */

/** One message in an application's thread; `readAt` is when the other side first opened the thread after it. */
export const hiringMessages = instituteTable(
  'hiring_messages',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    side: text('side').$type<HiringSide>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('hiring_messages_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * A time the school set aside for one job's interviews or demo lessons. The same time proposed to
 * several candidates is one row, so `taken_by` (the invitation whose candidate took it) can be set once:
 * the conditional update that sets it is what keeps two candidates out of one slot. When her invitation
 * goes (she withdrew), the time is free again.
 */
export const interviewSlots = instituteTable(
  'interview_slots',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    takenBy: uuid('taken_by').references((): AnyPgColumn => interviewInvitations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('interview_slots_job_starts_key').on(t.jobId, t.startsAt)],
);

/** The school's invitation of one candidate to an interview or demo lesson, at one of `slotIds`. */
export const interviewInvitations = instituteTable(
  'interview_invitations',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MeetingKind>().notNull(),
    mode: text('mode').$type<MeetingMode>().notNull(),
    place: text('place'),
    className: text('class_name'),
    topic: text('topic'),
    durationMinutes: integer('duration_minutes').notNull(),
    slotIds: uuid('slot_ids').array().notNull(),
    status: text('status').$type<InvitationStatus>().notNull().default('proposed'),
    candidateNote: text('candidate_note'),
    /** When the day-before reminder went out (never twice). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interview_invitations_application_idx').on(t.applicationId),
    index('interview_invitations_to_remind_idx')
      .on(t.status)
      .where(sql`status = 'accepted' and reminded_at is null`),
  ],
);

/** An offer of the job; its letter is printed in `language` (the school user's who wrote it). */
export const jobOffers = instituteTable(
  'job_offers',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    monthlyPayPaise: integer('monthly_pay_paise').notNull(),
    joiningDate: date('joining_date', { mode: 'string' }).notNull(),
    note: text('note'),
    language: text('language').$type<UiLanguage>().notNull().default('en'),
    status: text('status').$type<OfferStatus>().notNull().default('sent'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_offers_application_idx').on(t.applicationId),
    // One offer at a time waits for her answer.
    uniqueIndex('job_offers_open_key')
      .on(t.applicationId)
      .where(sql`status = 'sent'`),
  ],
);
