import { desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PRIVACY_MESSAGES } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';

const {
  accountEvents,
  applications,
  busAdEnquiries,
  busAds,
  dataRequests,
  enquiries,
  feeConcessions,
  feeHeadAssignments,
  feeLateFeeWaivers,
  feeReceiptLinks,
  bankCredits,
  feeReceipts,
  feeWriteOffs,
  feeReminders,
  guardianFeeLinks,
  hiringMessages,
  reasonTemplates,
  studentClassMoves,
  studentEvents,
  suppliers,
  transferCertificates,
  upiClaims,
  families,
  familyMembers,
  familyFeeLinks,
  siblingConcessionRules,
  upiClaimShares,
  instituteUserProfiles,
  jobAlerts,
  jobs,
  jobseekerCvs,
  jobseekerProfiles,
  mailOutbox,
  notifications,
  passwordResets,
  profilePictures,
  rateLimits,
  savedJobs,
  sessions,
  users,
} = schema;

/** Who is asked about: her account id, and her e-mail and name as they were before erasure. */
export interface Person {
  id: string;
  email: string;
  name: string;
}

/**
 * What the portal does with one table's rows about a person. `download` is her section of the data
 * download (omitted: nothing of hers to show, as a session token); `erase` runs in the erasure's
 * transaction. `kept` instead says why the rows stay (a school's legal record, an audit trail): such a
 * table names staff as the authors of a school's records, never what a person told the portal.
 */
export type PersonalTable =
  | {
      table: PgTable;
      download?: (db: DbOrTx, person: Person) => Promise<unknown>;
      erase: (tx: DbOrTx, person: Person) => Promise<unknown>;
    }
  | { table: PgTable; kept: string };

/** Like-patterns for a text taken literally: the whole value, or anywhere in it. */
const exactly = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const literally = (text: string) => `%${exactly(text)}%`;

const ofUser =
  <T extends PgTable & { userId: Parameters<typeof eq>[0] }>(table: T) =>
  (tx: DbOrTx, p: Person) =>
    tx.delete(table).where(eq(table.userId, p.id));

/**
 * THE ONE LIST of every table holding something about a person, read by the data download (GET
 * /api/privacy/my-data) and by the erasure (account deletion, institute closing). Its test
 * (personal-data.test.ts) fails when a table with a user id or an e-mail column is missing here: a
 * domain that stores something new about a person adds an entry (what her download shows, what erasure
 * does, or why the rows are kept). The account row itself is emptied last (service.ts).
 */
export const PERSONAL_DATA: Record<string, PersonalTable> = {
  account: {
    table: users,
    download: async (db, p) => {
      const [row] = await db
        .select({
          userId: users.userId,
          name: users.name,
          email: users.email,
          phone: users.phone,
          role: users.role,
          status: users.status,
          language: users.language,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, p.id));
      return row ?? null;
    },
    // Emptied, not removed, by service.ts: records others keep point at it.
    erase: async () => undefined,
  },
  profile: {
    table: jobseekerProfiles,
    download: async (db, p) => {
      const [row] = await db.select().from(jobseekerProfiles).where(eq(jobseekerProfiles.userId, p.id));
      if (!row) return null;
      // Internal: the account's id and the search index's words (tags; the text made from what is shown here and
      // her CV); money in rupees, as she typed it.
      const { userId: _account, searchTags: _index, searchText: _words, maxExpectedSalaryPaise, ...profile } = row;
      return { ...profile, maxExpectedSalary: maxExpectedSalaryPaise === null ? null : maxExpectedSalaryPaise / 100 };
    },
    erase: ofUser(jobseekerProfiles),
  },
  staffProfile: {
    table: instituteUserProfiles,
    download: async (db, p) => {
      const [row] = await db.select().from(instituteUserProfiles).where(eq(instituteUserProfiles.userId, p.id));
      if (!row) return null;
      const { userId: _account, ...profile } = row;
      return profile;
    },
    erase: ofUser(instituteUserProfiles),
  },
  picture: {
    table: profilePictures,
    download: async (db, p) => {
      const [row] = await db.select().from(profilePictures).where(eq(profilePictures.userId, p.id));
      return row
        ? { contentType: row.contentType, updatedAt: row.updatedAt, base64: Buffer.from(row.data).toString('base64') }
        : null;
    },
    erase: ofUser(profilePictures),
  },
  cv: {
    table: jobseekerCvs,
    download: async (db, p) => {
      const [row] = await db.select().from(jobseekerCvs).where(eq(jobseekerCvs.userId, p.id));
      return row
        ? {
            fileName: row.fileName,
            size: row.size,
            uploadedAt: row.uploadedAt,
            base64: Buffer.from(row.data).toString('base64'),
          }
        : null;
    },
    erase: ofUser(jobseekerCvs),
  },
  applications: {
    table: applications,
    download: (db, p) =>
      db
        .select({
          job: jobs.title,
          institute: jobs.instituteName,
          instituteCode: applications.instituteCode,
          stage: applications.stage,
          // What she wrote to the school with her application.
          coverNote: applications.coverNote,
          // The school's message to her (never its private note).
          messageFromSchool: applications.note,
          appliedAt: applications.createdAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.seekerId, p.id))
        .orderBy(desc(applications.createdAt)),
    // The school keeps that she applied (a withdrawn applicant): nothing it wrote about her, nor what she wrote it.
    erase: (tx, p) =>
      tx
        .update(applications)
        .set({ note: null, schoolNote: null, coverNote: null })
        .where(eq(applications.seekerId, p.id)),
  },
  hiringMessages: {
    table: hiringMessages,
    // Her threads with schools (decision 039): what she and they wrote; never a school's private note (not here).
    download: (db, p) =>
      db
        .select({
          job: jobs.title,
          institute: jobs.instituteName,
          from: hiringMessages.side,
          author: hiringMessages.authorName,
          message: hiringMessages.body,
          sentAt: hiringMessages.createdAt,
        })
        .from(hiringMessages)
        .innerJoin(applications, eq(applications.id, hiringMessages.applicationId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.seekerId, p.id))
        .orderBy(desc(hiringMessages.createdAt)),
    // The threads of her applications go (the application itself is kept, emptied, as above); staff
    // who wrote in other threads stay named there as the school's authors of its own record.
    erase: (tx, p) =>
      tx
        .delete(hiringMessages)
        .where(
          sql`${hiringMessages.applicationId} in (select ${applications.id} from ${applications} where ${applications.seekerId} = ${p.id})`,
        ),
  },
  savedJobs: {
    table: savedJobs,
    download: (db, p) =>
      db
        .select({ job: jobs.title, institute: jobs.instituteName, savedAt: savedJobs.createdAt })
        .from(savedJobs)
        .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
        .where(eq(savedJobs.userId, p.id))
        .orderBy(desc(savedJobs.createdAt)),
    erase: ofUser(savedJobs),
  },
  jobAlerts: {
    table: jobAlerts,
    download: (db, p) =>
      db
        .select({ search: jobAlerts.criteria, createdAt: jobAlerts.createdAt })
        .from(jobAlerts)
        .where(eq(jobAlerts.userId, p.id))
        .orderBy(desc(jobAlerts.createdAt)),
    erase: ofUser(jobAlerts),
  },
  notifications: {
    table: notifications,
    download: (db, p) =>
      db
        .select({ message: notifications.message, read: notifications.read, createdAt: notifications.createdAt })
        .from(notifications)
        .where(eq(notifications.userId, p.id))
        .orderBy(desc(notifications.createdAt)),
    // Hers go; a school's notices that name her ("… applied for …") say "Withdrawn applicant" instead.
    erase: async (tx, p) => {
      await ofUser(notifications)(tx, p);
      if (p.name.trim().length >= 3)
        await tx
          .update(notifications)
          .set({
            message: sql`replace(${notifications.message}, ${p.name}, ${PRIVACY_MESSAGES.withdrawnApplicant})`,
            // The notice is written from its values when read: a value that is her name says it too.
            params: sql`(select jsonb_object_agg(key, case when value = to_jsonb(${p.name}::text)
              then to_jsonb(${PRIVACY_MESSAGES.withdrawnApplicant}::text) else value end) from jsonb_each(${notifications.params}))`,
          })
          .where(like(notifications.message, literally(p.name)));
    },
  },
  mails: {
    table: mailOutbox,
    // The e-mails the portal sent her: schools' messages, alerts, notices.
    download: (db, p) =>
      db
        .select({
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          status: mailOutbox.status,
          at: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(ilike(mailOutbox.to, exactly(p.email)))
        .orderBy(desc(mailOutbox.createdAt)),
    // Mails to her (queued or sent) and mails naming her (to a school: her application, her reply-to).
    erase: (tx, p) =>
      tx
        .delete(mailOutbox)
        .where(
          or(
            ilike(mailOutbox.to, exactly(p.email)),
            ilike(mailOutbox.replyTo, exactly(p.email)),
            ilike(mailOutbox.text, literally(p.email)),
            ilike(mailOutbox.subject, literally(p.email)),
            ...(p.name.trim().length >= 3
              ? [like(mailOutbox.text, literally(p.name)), like(mailOutbox.subject, literally(p.name))]
              : []),
          ),
        ),
  },
  rateLimits: {
    table: rateLimits,
    // Counters keyed by her e-mail (what was typed at sign-in or reset) or her account id.
    erase: (tx, p) =>
      tx
        .delete(rateLimits)
        .where(or(ilike(rateLimits.key, literally(p.email.toLowerCase())), like(rateLimits.key, literally(p.id)))),
  },
  passwordResets: { table: passwordResets, erase: ofUser(passwordResets) },
  sessions: { table: sessions, erase: ofUser(sessions) },

  // Kept: the author of a school's or the portal's record, named through the emptied account ("Former staff").
  accountEvents: { table: accountEvents, kept: 'the moderation audit trail; names the emptied account' },
  dataRequests: { table: dataRequests, kept: 'the record that she asked (DPDP Act): user ID and role only' },
  feeReceipts: { table: feeReceipts, kept: 'a school must keep its receipts; the clerk is the emptied account' },
  feeConcessions: { table: feeConcessions, kept: "the school's fee record; its author is the emptied account" },
  feeHeadAssignments: { table: feeHeadAssignments, kept: "the school's fee record; its author is the emptied account" },
  feeLateFeeWaivers: { table: feeLateFeeWaivers, kept: "the school's fee record; its author is the emptied account" },
  feeReceiptLinks: { table: feeReceiptLinks, kept: "a receipt's link; its maker is the emptied account" },
  feeReminders: { table: feeReminders, kept: 'who reminded a family; the clerk is the emptied account' },
  guardianFeeLinks: { table: guardianFeeLinks, kept: "a guardian's link; its maker is the emptied account" },
  upiClaims: { table: upiClaims, kept: 'who decided a UPI claim; the clerk is the emptied account' },
  families: { table: families, kept: "the school's link of brothers and sisters; its maker is the emptied account" },
  familyMembers: {
    table: familyMembers,
    kept: "the school's link of brothers and sisters; its maker is the emptied account",
  },
  familyFeeLinks: { table: familyFeeLinks, kept: "a family's fee page link; its maker is the emptied account" },
  siblingConcessionRules: {
    table: siblingConcessionRules,
    kept: "the school's fee rule; the admin who set it is the emptied account",
  },
  upiClaimShares: { table: upiClaimShares, kept: "the receipts a family's UPI claim made: the school's fee record" },
  bankCredits: {
    table: bankCredits,
    kept: "the school's bank statement lines; the clerk who uploaded is the emptied account",
  },
  feeWriteOffs: {
    table: feeWriteOffs,
    kept: "the school's fee record; the admin who wrote off is the emptied account",
  },
  studentEvents: { table: studentEvents, kept: "a student's history; its actor is the emptied account" },
  studentClassMoves: { table: studentClassMoves, kept: "a student's history; its actor is the emptied account" },
  transferCertificates: {
    table: transferCertificates,
    kept: "a school's legal record of a student's leaving; the clerk who issued it and the admin who allowed it are emptied accounts",
  },
  reasonTemplates: { table: reasonTemplates, kept: "the super admin's templates; the author is the emptied account" },
  jobs: { table: jobs, kept: "a school's job ad: its contact e-mail is the school's, not a person's" },
  busAds: { table: busAds, kept: "a school's bus ad; the seller is the school's emptied account" },
  busAdEnquiries: { table: busAdEnquiries, kept: "an enquiry between schools; the asker is the school's account" },
  enquiries: { table: enquiries, kept: "a school's enquiry to a supplier: the supplier's and the school's e-mails" },
  suppliers: { table: suppliers, kept: "the supplier catalogue: a business's e-mail, not a portal user's" },
};

/** Her data download: one section per entry of the list that shows something. */
export async function collectPersonalData(db: DbOrTx, person: Person): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(PERSONAL_DATA).flatMap(([name, entry]) =>
      'download' in entry && entry.download ? [entry.download(db, person).then((v) => [name, v] as const)] : [],
    ),
  );
  return Object.fromEntries(entries);
}

/** Everything about her goes or is emptied, entry by entry, in the caller's transaction. */
export async function erasePersonalData(tx: DbOrTx, person: Person): Promise<void> {
  for (const entry of Object.values(PERSONAL_DATA)) if ('erase' in entry) await entry.erase(tx, person);
}
