import { describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { PERSONAL_DATA } from './personal-data.ts';

/** A column that names a person: a reference to an account, or one holding an e-mail address or an account id. */
const PERSONAL_COLUMN = /(^|_)(e_?mail|user_id|to|reply_to)$|email/;

describe('the one list of personal data (issue 45)', () => {
  it('holds every table with a user id or an e-mail column', () => {
    const listed = new Set(Object.values(PERSONAL_DATA).map((entry) => entry.table));
    const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => value instanceof PgTable,
    );
    const missing = tables
      .filter((table) => !listed.has(table))
      .map((table) => {
        const config = getTableConfig(table);
        const toAccounts = config.foreignKeys
          .map((fk) => fk.reference())
          .filter((ref) => getTableConfig(ref.foreignTable).name === 'users')
          .flatMap((ref) => ref.columns.map((c) => c.name));
        const named = config.columns.map((c) => c.name).filter((name) => PERSONAL_COLUMN.test(name));
        const columns = [...new Set([...toAccounts, ...named])];
        return columns.length ? `${config.name} (${columns.join(', ')})` : null;
      })
      .filter((found) => found !== null);
    expect(
      missing,
      `These tables hold a user id or an e-mail but are not in PERSONAL_DATA ` +
        `(apps/server/src/modules/privacy/personal-data.ts). Add an entry for each: what her data download shows ` +
        `of it (download) and what erasure does to it (erase), or why its rows are kept (kept).`,
    ).toEqual([]);
  });

  it('gives every entry a way out: erased, or kept with its reason', () => {
    for (const [name, entry] of Object.entries(PERSONAL_DATA))
      expect('erase' in entry || ('kept' in entry && entry.kept.length > 10), name).toBe(true);
  });
});
