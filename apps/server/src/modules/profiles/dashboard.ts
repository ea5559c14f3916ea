import { and, count, eq, inArray } from 'drizzle-orm';
import type { InstituteDashboardStats } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { jobseekerProfiles } from '../../db/schema/index.ts';
import type { Institute } from '../../db/scoped.ts';
import { activeProfileCompleteIds } from '../accounts/index.ts';
import { countActiveSuppliers } from '../suppliers/index.ts';
import { countForSale } from '../vehicles/index.ts';

/** Job seekers an institute can hire now: approved, not suspended, profile complete, switch on. */
export async function countTeachersLooking(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobseekerProfiles)
    .where(
      and(
        eq(jobseekerProfiles.isLookingForJob, true),
        inArray(jobseekerProfiles.userId, activeProfileCompleteIds(db, 'jobseeker')),
      ),
    );
  return row?.n ?? 0;
}

/** The institute admin dashboard. Vehicles Ready to Sell counts what the institute's Buy list holds. */
export async function instituteDashboardStats(db: DbOrTx, institute: Institute): Promise<InstituteDashboardStats> {
  return {
    teachersLooking: await countTeachersLooking(db),
    vehiclesReady: await countForSale(db, institute),
    suppliersOnboarded: await countActiveSuppliers(db),
  };
}
