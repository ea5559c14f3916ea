import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import { createTestApp, type TestApp } from '../harness.ts';
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

export interface TwoInstitutes {
  readonly app: TestApp;
  /** The institute under test. */
  readonly school: TestInstitute;
  /** A second institute, to show that nothing of one is seen or changed by the other. */
  readonly other: TestInstitute;
  /** Calls as the school's staff member (the office clerk). */
  clerk: () => ReturnType<TestApp['as']>;
  /** Calls as the school's admin. */
  admin: () => ReturnType<TestApp['as']>;
}

/**
 * A test file's app with two institutes: made before its first test, closed after its last. Read
 * them through the returned object (`t.app`, `t.school`): they exist only once the file's tests run.
 */
export function twoInstitutes(env: Record<string, string> = {}): TwoInstitutes {
  let made: { app: TestApp; school: TestInstitute; other: TestInstitute } | undefined;
  const get = () => {
    if (!made) throw new Error('twoInstitutes() is read before its beforeAll ran');
    return made;
  };
  beforeAll(async () => {
    const app = await createTestApp(env);
    made = { app, school: await createInstitute(app), other: await createInstitute(app) };
  });
  afterAll(() => made?.app.close());
  return {
    get app() {
      return get().app;
    },
    get school() {
      return get().school;
    },
    get other() {
      return get().other;
    },
    clerk: () => get().app.as(get().school.staff),
    admin: () => get().app.as(get().school.admin),
  };
}
