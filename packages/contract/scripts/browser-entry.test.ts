import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as browser from '../src/browser/index.ts';
import * as contract from '../src/index.ts';
import { BROWSER_DIR, browserEntry } from './browser-entry.ts';

describe("the browser's contract", () => {
  it('is written from the endpoints as they are now (else run `npm run contract:browser`)', () => {
    const expected = browserEntry();
    expect(readdirSync(BROWSER_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) expect(readFileSync(path.join(BROWSER_DIR, file), 'utf8'), file).toBe(text);
  });

  it('exports every name of the contract, its endpoints with the same wire facts and no schemas', () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(contract).sort());
    const { accountsApi, authApi, vehiclesApi } = browser;
    expect(accountsApi.summary).toEqual({
      method: 'GET',
      path: contract.accountsApi.summary.path,
      access: ['superAdmin'],
    });
    expect(authApi.login).not.toHaveProperty('body');
    expect(vehiclesApi.create).toMatchObject({ method: 'POST', multipart: true });
    for (const [name, value] of Object.entries(browser)) {
      if (value === contract[name as keyof typeof contract]) continue;
      for (const e of Object.values(value as Record<string, object>)) {
        expect(
          Object.keys(e).filter((k) => ['params', 'query', 'body', 'answer', 'errors', 'summary'].includes(k)),
          name,
        ).toEqual([]);
      }
    }
  });
});
