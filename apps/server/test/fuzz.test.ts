import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from './harness.ts';
import { signedInSuperAdmin } from './factories.ts';

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: string[];
}

let app: App;
let operations: Operation[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
});
afterAll(() => app.close());

/** Values a careless or hostile client sends where a string or number is expected. */
const NASTY: unknown[] = [
  '\u0000', 'a\u0000b', '\u0007\u001b[31m', '', ' ', 'x'.repeat(10_000), '😀'.repeat(500), '\uD800', '../../etc/passwd', "' or 1=1 --",
  '<script>alert(1)</script>', '%00', '%ZZ', -1, 0, 1e308, NaN, true, null, [], {}, [1, 2], { $gt: '' }, '9'.repeat(400),
];
/** A lone surrogate cannot be percent-encoded; send the raw bytes a broken client would. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined');

/** At least 100 malformed requests for one operation: bad path values, bad query values, bad bodies. */
function malformed(op: Operation): { url: string; headers: Record<string, string>; payload?: string }[] {
  const fill = (value: string) => op.path.replace(/\{(\w+)\}/g, () => enc(value));
  const requests: { url: string; headers: Record<string, string>; payload?: string }[] = [];
  const json = { 'content-type': 'application/json' };
  for (const v of NASTY) {
    const url = op.params.length ? fill(asText(v)) : op.path;
    const query = [...op.query, 'unknown'].map((q) => `${q}=${enc(asText(v))}`).join('&');
    requests.push({ url: `${url}?${query}`, headers: {} });
    const fieldValues = Object.fromEntries((op.body.length ? op.body : ['anything']).map((f) => [f, v]));
    requests.push({ url, headers: json, payload: JSON.stringify(fieldValues) });
    requests.push({ url, headers: json, payload: JSON.stringify(v) ?? 'null' });
    requests.push({ url, headers: json, payload: JSON.stringify({ ...fieldValues, extra: v, nested: { deep: [v, { v }] } }) });
  }
  for (const payload of ['{', '{"a":', '[', 'null', '"text"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\u0000', JSON.stringify({ a: 'x'.repeat(1_500_000) })]) {
    requests.push({ url: op.params.length ? fill('x') : op.path, headers: json, payload });
  }
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1']) {
    requests.push({ url: op.params.length ? fill('x') : op.path, headers: { 'content-type': type }, payload: 'a=1&b=\u0000' });
  }
  return requests;
}

describe('no operation answers 5xx to a fuzzer', () => {
  it('sends at least 100 malformed requests to every operation, anonymous and as a super admin, and counts the 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      // Signing out ends the fuzzer's own session: sign in afresh for each operation.
      const admin = await signedInSuperAdmin(app);
      const requests = malformed(op);
      expect(requests.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(100);
      for (const [i, r] of requests.entries()) {
        const headers = i % 2 ? { ...r.headers, ...admin.headers } : r.headers;
        const res = await app.inject({ method: op.method as 'GET', url: r.url, headers, ...(r.payload !== undefined && op.method !== 'GET' ? { payload: r.payload } : {}) });
        sent++;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${op.method} ${r.url.slice(0, 80)} ${(r.payload ?? '').slice(0, 80)}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(100 * operations.length);
    expect(failures).toEqual([]);
  }, 180_000);
});
