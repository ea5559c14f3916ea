import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school-portal/contract';
import { ACCESS_RULES, accessOf, isTenantRule, RECORD_FIXTURES } from './access-rules.ts';
import { createInstitute, signedIn, signedInSuperAdmin, signIn, type TestInstitute } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

/*
 * Every operation of the OpenAPI document gets at least 100 bad inputs, sent as a caller the route
 * admits (a refusal at the door would test nothing), with every other field plausible, so each bad
 * value reaches the field's check and, when it passes that, the handler. No answer may be a 5xx.
 * Who may call what is the access matrix's business (access-matrix.test.ts).
 */

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
  minItems?: number;
}
interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  /** As the document writes it: /api/jobs/{jobId}. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: Record<string, JsonSchema>;
}
interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

let app: TestApp;
let operations: Operation[] = [];
let school: TestInstitute;
const callers = new Map<Role, Record<string, string>>();

beforeAll(async () => {
  app = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path'),
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
    })),
  );
  school = await createInstitute(app);
  callers.set('instituteAdmin', school.admin.headers);
  callers.set('instituteUser', school.staff.headers);
  callers.set('jobseeker', (await signedIn(app)).headers);
  callers.set('superAdmin', (await signedInSuperAdmin(app)).headers);
});
afterAll(() => app.close());

/** A value the field's schema accepts, or near enough: the other fields' values while one is bad. */
function plausible(name: string, schema: JsonSchema = {}): unknown {
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  if (schema.anyOf?.length) return plausible(name, schema.anyOf.find((s) => !s.enum) ?? schema.anyOf[0]);
  switch (schema.type) {
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [plausible(name, schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(k, s)]));
  }
  if (schema.format === 'uuid') return randomUUID();
  if (/email/i.test(name)) return 'fuzz@portal.test';
  if (/phone/i.test(name)) return '9876543210';
  if (/password/i.test(name)) return 'Fuzz@Pass123';
  if (/date|On$|^dob$|^from$|^to$|^on$/.test(name)) return '2026-06-05';
  if (/year$/i.test(name)) return '2026';
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 3));
}

/** What a careless or hostile client sends where a string, number or date is expected. */
const NASTY: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '',
  ' ',
  'x'.repeat(10_000),
  '😀'.repeat(500),
  '\uD800',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '%ZZ',
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.001,
  true,
  null,
  [],
  {},
  [1, 2],
  { $gt: '' },
  '9'.repeat(400),
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-6-5',
  '1e999',
  'NaN',
  '=1+1\nsecond line',
  randomUUID(),
];
/** Each value alone, in an array and in an object: over 100 bad inputs for any operation. */
const BAD_VALUES: unknown[] = [...NASTY, ...NASTY.map((v) => [v]), ...NASTY.map((v) => ({ v }))];

/** A lone surrogate cannot be percent-encoded; send the raw bytes a broken client would. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** The operation's plausible request with one field (path, query or body) replaced by `bad`. */
function withBad(
  op: Operation,
  fixed: Record<string, string>,
  target: { in: 'path' | 'query' | 'body'; name: string } | null,
  bad?: unknown,
): FuzzRequest {
  const pathValue = (p: Parameter) =>
    target?.in === 'path' && target.name === p.name
      ? asText(bad)
      : (fixed[p.name] ?? asText(plausible(p.name, p.schema)));
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    enc(pathValue(op.params.find((p) => p.name === name) ?? { in: 'path', name })),
  );
  const query = op.query.map((q) => [
    q.name,
    target?.in === 'query' && target.name === q.name ? asText(bad) : asText(plausible(q.name, q.schema)),
  ]);
  if (target?.in === 'query' && !op.query.some((q) => q.name === target.name)) query.push([target.name, asText(bad)]);
  const body = Object.fromEntries(Object.entries(op.body).map(([k, s]) => [k, plausible(k, s)]));
  if (target?.in === 'body') body[target.name] = bad;
  const search = query.length ? `?${query.map(([k, v]) => `${k}=${enc(v!)}`).join('&')}` : '';
  return op.method === 'GET'
    ? { url: url + search, headers: {} }
    : { url: url + search, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

/** At least 100 bad inputs for one operation, each in one field, plus broken bodies and wrong content types. */
function badRequests(op: Operation, fixed: Record<string, string>): FuzzRequest[] {
  const fields = [
    ...op.params.filter((p) => !(p.name in fixed)).map((p) => ({ in: 'path' as const, name: p.name })),
    ...op.query.map((q) => ({ in: 'query' as const, name: q.name })),
    ...Object.keys(op.body).map((name) => ({ in: 'body' as const, name })),
  ];
  if (fields.length === 0)
    fields.push(op.method === 'GET' ? { in: 'query', name: 'unknown' } : { in: 'body', name: 'unknown' });
  const requests = BAD_VALUES.map((bad, i) => withBad(op, fixed, fields[i % fields.length]!, bad));
  if (op.method === 'GET') return requests;
  const { url } = withBad(op, fixed, null);
  const json = { 'content-type': 'application/json' };
  for (const payload of [
    '{',
    '{"a":',
    '[',
    'null',
    '"text"',
    '{"__proto__":{"x":1}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`,
  ]) {
    requests.push({ url, headers: json, payload });
  }
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
  ]) {
    requests.push({ url, headers: { 'content-type': type }, payload: 'a=1&b=\u0000' });
  }
  return requests;
}

/** The access matrix's row for the operation: /api/jobs/{jobId} is written /api/jobs/:jobId there. */
const ruleOf = (op: Operation) => ACCESS_RULES[`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`];

/** A signed-in caller the route admits (anonymous for a public one), with its token still valid. */
async function callerFor(op: Operation): Promise<{ role: Role | null; headers: Record<string, string> }> {
  const access = accessOf(ruleOf(op) ?? 'public');
  const role: Role | null = access === 'public' ? null : access === 'signedIn' ? 'jobseeker' : access[0]!;
  if (!role) return { role, headers: {} };
  const headers = callers.get(role)!;
  // A fuzzed sign-out or password change may have ended the caller's session: sign in afresh then.
  if ((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode === 401) {
    const user = role === 'instituteAdmin' ? school.admin : role === 'instituteUser' ? school.staff : null;
    callers.set(
      role,
      user
        ? { authorization: `Bearer ${await signIn(app, user.account.email, user.password)}` }
        : role === 'superAdmin'
          ? (await signedInSuperAdmin(app)).headers
          : (await signedIn(app)).headers,
    );
  }
  return { role, headers: callers.get(role)! };
}

describe('no operation answers 5xx to a fuzzer', () => {
  it('sends at least 100 bad inputs to every operation of the OpenAPI document, as a caller it admits, and counts the 5xx', async () => {
    // A route on one institute record gets a real one of the caller's institute, so bad bodies reach past
    // the lookup; made before any fuzzing changes the institute (a new current year, say).
    const records = new Map<Operation, Record<string, string>>();
    for (const op of operations) {
      const rule = ruleOf(op);
      if (rule && isTenantRule(rule)) records.set(op, await RECORD_FIXTURES[rule.own](app, school.code));
    }
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const { headers } = await callerFor(op);
      const requests = badRequests(op, records.get(op) ?? {});
      expect(requests.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(100);
      for (const r of requests) {
        const res = await app.inject({
          method: op.method as 'GET',
          url: r.url,
          headers: { ...r.headers, ...headers },
          ...(r.payload === undefined ? {} : { payload: r.payload }),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${op.method} ${r.url.slice(0, 100)} ${(r.payload ?? '').slice(0, 100)}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(100 * operations.length);
    expect(failures).toEqual([]);
    // About 20 s alone on PGlite; the whole suite runs files side by side, which stretches it.
  }, 300_000);
});
