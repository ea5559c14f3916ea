import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  jobs,
  jobseekerCvs,
  jobseekerProfiles,
  notifications,
  profilePictures,
  users,
} from '../../db/schema/index.ts';

/**
 * The one list of what the portal holds about a person, read for their download (GET /api/privacy/my-data)
 * and checked by its test. Personal data spans domains, so this is the one place outside them that reads
 * their tables: a domain that stores something new about a person adds its section here.
 */
type Section = (db: DbOrTx, accountId: string) => Promise<unknown>;

export const PERSONAL_DATA_SECTIONS: Record<string, Section> = {
  account: async (db, id) => {
    const [row] = await db
      .select({
        userId: users.userId,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
        status: users.status,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  },
  profile: async (db, id) => {
    const [row] = await db.select().from(jobseekerProfiles).where(eq(jobseekerProfiles.userId, id));
    if (!row) return null;
    const { userId: _account, ...profile } = row;
    return profile;
  },
  picture: async (db, id) => {
    const [row] = await db.select().from(profilePictures).where(eq(profilePictures.userId, id));
    return row
      ? { contentType: row.contentType, updatedAt: row.updatedAt, base64: Buffer.from(row.data).toString('base64') }
      : null;
  },
  cv: async (db, id) => {
    const [row] = await db.select().from(jobseekerCvs).where(eq(jobseekerCvs.userId, id));
    return row
      ? {
          fileName: row.fileName,
          size: row.size,
          uploadedAt: row.uploadedAt,
          base64: Buffer.from(row.data).toString('base64'),
        }
      : null;
  },
  applications: (db, id) =>
    db
      .select({
        job: jobs.title,
        institute: jobs.instituteName,
        instituteCode: applications.instituteCode,
        stage: applications.stage,
        appliedAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.seekerId, id))
      .orderBy(desc(applications.createdAt)),
  notifications: (db, id) =>
    db
      .select({ message: notifications.message, read: notifications.read, createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.userId, id))
      .orderBy(desc(notifications.createdAt)),
};

export async function collectPersonalData(db: DbOrTx, accountId: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(PERSONAL_DATA_SECTIONS).map(async ([name, read]) => [name, await read(db, accountId)] as const),
  );
  return Object.fromEntries(entries);
}
