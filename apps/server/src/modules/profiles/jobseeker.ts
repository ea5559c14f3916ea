import { eq } from 'drizzle-orm';
import {
  JOBSEEKER_PROFILE_MESSAGES,
  PICTURE_RULES,
  PROFILE_MESSAGES,
  stateName,
  subjectLabelFor,
  type CvInfo,
  type EligibilityTest,
  type JobseekerProfile,
  type JobseekerProfileChanges,
  type Language,
  type Qualification,
  type TeachingLevel,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobseekerProfiles } from '../../db/schema/index.ts';
import { markProfileCompleted, updateContact, type AccountRow } from '../accounts/index.ts';
import { cvInfo } from './cv.ts';
import { pictureChange, pictureUrl, savePicture } from './pictures.ts';

type ProfileRow = typeof jobseekerProfiles.$inferSelect;

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paise / 100));

export async function getJobseekerProfile(db: DbOrTx, account: AccountRow): Promise<JobseekerProfile> {
  const [row] = await db.select().from(jobseekerProfiles).where(eq(jobseekerProfiles.userId, account.id));
  return toProfile(account, row, await pictureUrl(db, account.id), await cvInfo(db, account.id));
}

function toProfile(
  account: AccountRow,
  row: ProfileRow | undefined,
  picture: string | null,
  cv: CvInfo,
): JobseekerProfile {
  return {
    _id: account.id,
    userId: account.userId,
    email: account.email,
    name: account.name,
    phone: account.phone,
    dob: row?.dob ?? null,
    totalExp: row?.totalExp ?? null,
    schoolLevel: row?.schoolLevel ?? null,
    syllabus: row?.syllabus ?? null,
    subject: row?.subject ? subjectLabelFor(row.subject, row.schoolLevel, row.syllabus) : null,
    subjectId: row?.subject ?? null,
    state: row?.stateCode ? stateName(row.stateCode) : null,
    stateCode: row?.stateCode ?? null,
    district: row?.district ?? null,
    taluk: row?.taluk ?? null,
    // A seeker is looking for a job until they say otherwise.
    isLookingForJob: row?.isLookingForJob ?? true,
    profilePicture: picture,
    maxExpectedSalary: rupees(row?.maxExpectedSalaryPaise ?? null),
    teachingLevels: (row?.teachingLevels ?? []) as TeachingLevel[],
    qualifications: (row?.qualifications ?? []) as Qualification[],
    eligibilityTests: (row?.eligibilityTests ?? []) as EligibilityTest[],
    languages: (row?.languages ?? []) as Language[],
    isProfileCompleted: account.profileCompleted,
    summary: row?.summary ?? null,
    education: row?.education ?? [],
    workHistory: row?.workHistory ?? [],
    cv,
  };
}

/** Whether the call carries the whole profile (the schema has already checked it is complete). */
const isWholeProfile = (changes: JobseekerProfileChanges) => changes.name !== undefined;

/**
 * One call, three uses (spec section 7): the whole profile, the Looking for Job switch alone, or the
 * picture alone. Whatever is sent is saved together or not at all; the first whole save completes the profile.
 */
export async function updateJobseekerProfile(
  db: Db,
  seeker: AccountRow,
  changes: JobseekerProfileChanges,
): Promise<{ message: string; profile: JobseekerProfile }> {
  const picture = await pictureChange(changes.profilePicture, PICTURE_RULES.jobseeker);
  const whole = isWholeProfile(changes);
  return db.transaction(async (tx) => {
    let account = seeker;
    const fields: Partial<typeof jobseekerProfiles.$inferInsert> = {};
    if (whole) {
      account = (await updateContact(tx, seeker.id, { name: changes.name, phone: changes.phone })) ?? seeker;
      Object.assign(fields, {
        dob: changes.dob,
        totalExp: changes.totalExp,
        schoolLevel: changes.schoolLevel,
        syllabus: changes.syllabus,
        subject: changes.subject,
        stateCode: changes.state,
        district: changes.district,
        taluk: changes.taluk ?? null,
        maxExpectedSalaryPaise: changes.maxExpectedSalary == null ? null : changes.maxExpectedSalary * 100,
        teachingLevels: changes.teachingLevels ?? [],
        qualifications: changes.qualifications ?? [],
        eligibilityTests: changes.eligibilityTests ?? [],
        languages: changes.languages ?? [],
        // Left out by a client that does not know them (the spec's): kept as they are.
        ...(changes.summary !== undefined ? { summary: changes.summary } : {}),
        ...(changes.education !== undefined ? { education: changes.education } : {}),
        ...(changes.workHistory !== undefined ? { workHistory: changes.workHistory } : {}),
      });
    }
    if (changes.isLookingForJob !== undefined) fields.isLookingForJob = changes.isLookingForJob;
    if (Object.keys(fields).length > 0)
      await tx
        .insert(jobseekerProfiles)
        .values({ userId: seeker.id, ...fields })
        .onConflictDoUpdate({ target: jobseekerProfiles.userId, set: fields });
    if (picture !== undefined) await savePicture(tx, seeker.id, picture);
    if (whole && !account.profileCompleted) account = await markProfileCompleted(tx, seeker.id);
    const profile = await getJobseekerProfile(tx, account);
    const onlySwitch = !whole && picture === undefined;
    const message = onlySwitch
      ? profile.isLookingForJob
        ? JOBSEEKER_PROFILE_MESSAGES.lookingOn
        : JOBSEEKER_PROFILE_MESSAGES.lookingOff
      : PROFILE_MESSAGES.updated;
    return { message, profile };
  });
}
