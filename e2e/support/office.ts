import type { APIRequestContext } from '@playwright/test';
import { tokenOf, unique, type Registered } from './api.ts';

/** Calls the API as one account and fails loudly on any refusal. */
export function apiAs(request: APIRequestContext, token: string) {
  return async <T = unknown>(method: 'get' | 'post' | 'put' | 'patch', url: string, data?: object): Promise<T> => {
    const res = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
    if (!res.ok()) throw new Error(`${url} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** A clerk (institute user) of the admin's school (approved by being added), signed in once and with a completed profile. */
export async function instituteClerk(request: APIRequestContext, admin: Registered, id = unique()) {
  const asAdmin = apiAs(request, await tokenOf(request, admin));
  const clerk = { userId: `fees-${id}`, name: 'Lata Desai', email: `fees-${id}@e2e.test`, password: 'Counter@2026' };
  await asAdmin('post', '/api/instituteAdmin/user', clerk);
  const login = await request.post('/api/auth/login', { data: { identifier: clerk.userId, password: clerk.password } });
  const token = ((await login.json()) as { token: string }).token;
  await apiAs(request, token)('put', `/api/institute-user-profile/${clerk.userId}`, {
    name: clerk.name,
    phone: '9822011111',
    designation: 'Accountant',
  });
  return { clerk, token };
}
