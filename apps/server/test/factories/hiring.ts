import type { App } from '../../src/app.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { jobOffers } from '../../src/db/schema/index.ts';
import { daysFromNow } from './jobs.ts';

/** An offer waiting for the candidate's answer, on an application of the institute. */
export async function createOffer(app: App, instituteCode: string, applicationId: string) {
  return scoped(app.deps.db, institute(instituteCode)).insert(jobOffers, {
    applicationId,
    position: 'TGT Mathematics',
    monthlyPayPaise: 38_000_00,
    joiningDate: daysFromNow(30),
  });
}

/** A time `days` ahead at 10:30 in India, as the school's form writes it. */
export const slotIn = (days: number, time = '10:30') => `${daysFromNow(days)}T${time}`;
