import type { App } from '../../src/app.ts';
import { signedIn, unique, type SignedInUser } from './accounts.ts';

export interface TestInstitute {
  code: string;
  /** The approved institute admin whose registration made the institute. */
  admin: SignedInUser;
  /** An approved member of its staff. */
  staff: SignedInUser;
}

/** An institute with its admin and one staff member, both signed in. */
export async function createInstitute(app: App, code = `INST-${unique()}`.toUpperCase()): Promise<TestInstitute> {
  const admin = await signedIn(app, { role: 'instituteAdmin', instituteCode: code });
  const staff = await signedIn(app, { role: 'instituteUser', instituteCode: code });
  return { code, admin, staff };
}
