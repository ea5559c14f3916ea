import { and, count, eq, inArray } from 'drizzle-orm';
import type { InstituteDashboardStats } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { jobseekerProfiles } from '../../db/schema/index.ts';
import { activeProfileCompleteIds } from '../accounts/index.ts';

/** Job seekers an institute can hire now: approved, not suspended, profile complete, switch on. */
export async function countTeachersLooking(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobseekerProfiles)
    .where(and(eq(jobseekerProfiles.isLookingForJob, true), inArray(jobseekerProfiles.userId, activeProfileCompleteIds(db, 'jobseeker'))));
  return row?.n ?? 0;
}

/** The institute admin dashboard. Vehicles and suppliers answer 0 until their domains add their counts here. */
export async function instituteDashboardStats(db: DbOrTx): Promise<InstituteDashboardStats> {
  return { teachersLooking: await countTeachersLooking(db), vehiclesReady: 0, suppliersOnboarded: 0 };
}
