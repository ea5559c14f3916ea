import { request } from '@playwright/test';
import { E2E } from './env.ts';

/**
 * Playwright's global setup, run once the server (serve.ts) answers: the shared institute user, made the way a
 * school makes one: the institute registers, the super admin approves it, its admin adds the user and approves
 * them. Their profile is left to complete.
 */
export default async function seed() {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}` });
  const call = async (method: 'post' | 'patch', url: string, data?: object, token?: string) => {
    const res = await api[method](url, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok()) throw new Error(`${method} ${url} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as { token?: string; userId?: string };
  };
  const { instituteCode, email, password } = E2E.instituteUser;
  const admin = { email: 'office-admin@e2e.test', password: 'Admin@E2e-2026' };
  const { userId } = await call('post', '/api/auth/register', {
    role: 'instituteAdmin',
    instituteCode,
    phone: '9876543210',
    ...admin,
  });
  const root = await call('post', '/api/auth/superuser/login', {
    identifier: E2E.superAdmin.email,
    password: E2E.superAdmin.password,
  });
  await call('patch', `/api/admin/approve-user/${userId}`, undefined, root.token);
  const { token } = await call('post', '/api/auth/login', { identifier: admin.email, password: admin.password });
  await call(
    'post',
    '/api/instituteAdmin/user',
    { userId: 'E2E-STAFF', name: 'Meena Staff', email, password, role: 'instituteUser', instituteCode },
    token,
  );
  await api.dispose();
}
