import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import { signedInSuperAdmin } from '../../../test/factories.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const register = (email: string, instituteCode: string) =>
  app.as(null).post('/api/auth/register', {
    role: 'instituteAdmin',
    instituteCode,
    email,
    phone: '9876543210',
    password: 'Secret@123',
  });
const decide = (action: string, userId: string) => app.as(admin).patch(`/api/admin/${action}/${userId}`);

describe('institute codes cannot be squatted for good', () => {
  it('a rejected registration releases its code to the real school, and the review shows both claims', async () => {
    const squatter = await register('squatter@mail.test', 'DPS-RKP-01');
    expect(squatter.statusCode).toBe(201);
    expect((await register('office@dps.test', 'dps-rkp-01')).statusCode).toBe(409);

    expect((await decide('reject', squatter.json().userId)).statusCode).toBe(200);
    const real = await register('office@dps.test', 'DPS-RKP-01');
    expect(real.statusCode).toBe(201);

    const claims = await app.as(admin).get(`/api/admin/accounts/${real.json().userId}/code-claims`);
    expect(claims.statusCode).toBe(200);
    expect(claims.json().map((a: { userId: string; status: string }) => [a.userId, a.status])).toEqual([
      [squatter.json().userId, 'rejected'],
    ]);

    // Reopening the squatter cannot take the code back while the real school holds it.
    const reopen = await decide('reopen', squatter.json().userId);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toMatch(/holds this institute code/);
    expect((await decide('approve-user', real.json().userId)).statusCode).toBe(200);
  });

  it('approval and rejection e-mails greet an institute by its code, and the rejection does not ask for a reply', async () => {
    const res = await register('head@svm.test', 'SVM-22');
    await decide('reject', res.json().userId);
    const [mail] = (await outbox(app, 'head@svm.test')).filter((m) => /not approved/.test(m.subject));
    expect(mail!.text).toMatch(/^Hello SVM-22,/);
    expect(mail!.text).not.toMatch(/mistake, reply/i);
    expect(mail!.text).toMatch(/do not reply/);
  });
});
