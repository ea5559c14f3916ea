import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * The words of teachers' names that "Did you mean Lakshmi?" reads (`seeker_name_words`, migration 0067) are kept by
 * statement triggers on the accounts, whichever code writes them: after any mix of registrations (one or many in a
 * statement), renames, erasures, role changes and deletions, each word's count is the number of teachers' names
 * holding it, and no word is left that no name holds. A school's staff never add a word.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await app.deps.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** What the table holds, and what counting every teacher's name afresh gives. */
async function keptAndCounted() {
  const kept = await rows<{ word: string; names: number }>(
    sql`select word, names from seeker_name_words order by word`,
  );
  const counted = await rows<{ word: string; names: number }>(sql`
    select w.word, count(*)::int as names
    from users u cross join lateral seeker_name_words_of(u.name) w
    where u.role = 'jobseeker' group by w.word order by w.word`);
  return { kept, counted };
}

const PARTS = ['Lakshmi', 'lakshmi', 'Priya', 'K.', 'Senthil', 'Kumar', 'Murugan', 'Devi', 'R', '2nd'];
const aName = fc.array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' '));
const ROLES = ['jobseeker', 'jobseeker', 'instituteUser'] as const;

type Step =
  | { kind: 'register'; names: string[]; role: (typeof ROLES)[number] }
  | { kind: 'rename'; pick: number; name: string }
  | { kind: 'role'; pick: number; role: (typeof ROLES)[number] }
  | { kind: 'delete'; pick: number }
  | { kind: 'renameAll'; name: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('register' as const),
    names: fc.array(aName, { minLength: 1, maxLength: 4 }),
    role: fc.constantFrom(...ROLES),
  }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: aName }),
  fc.record({ kind: fc.constant('role' as const), pick: fc.nat(), role: fc.constantFrom(...ROLES) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('renameAll' as const), name: aName }),
);

let serial = 0;
async function apply(s: Step, ids: string[]) {
  const pick = (n: number) => ids[n % ids.length];
  if (s.kind === 'register') {
    // One statement for all of them, as an import or the bench's seed writes accounts.
    const values = s.names.map((name) => {
      serial += 1;
      return sql`(${`nw${serial}`}, ${name}, ${`nw${serial}@example.in`}, 'x', ${s.role}, 'approved')`;
    });
    const made = await rows<{ id: string }>(sql`insert into users (user_id, name, email, password_hash, role, status)
      values ${sql.join(values, sql`, `)} returning id`);
    ids.push(...made.map((m) => m.id));
  } else if (ids.length === 0) return;
  else if (s.kind === 'rename')
    await app.deps.db.execute(sql`update users set name = ${s.name} where id = ${pick(s.pick)}`);
  else if (s.kind === 'role')
    await app.deps.db.execute(sql`update users set role = ${s.role} where id = ${pick(s.pick)}`);
  else if (s.kind === 'delete') {
    const id = pick(s.pick)!;
    await app.deps.db.execute(sql`delete from users where id = ${id}`);
    ids.splice(ids.indexOf(id), 1);
  } else
    await app.deps.db.execute(sql`update users set name = ${s.name} where id = any(${`{${ids.join(',')}}`}::uuid[])`);
}

describe("the words of teachers' names", () => {
  it('count every teacher holding each word, after any mix of writes to the accounts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const ids: string[] = [];
        for (const s of steps) await apply(s, ids);
        const { kept, counted } = await keptAndCounted();
        expect(kept).toEqual(counted);
        if (ids.length)
          await app.deps.db.execute(sql`delete from users where id = any(${`{${ids.join(',')}}`}::uuid[])`);
      }),
      { numRuns: 40 },
    );
  });

  it('keep a word as its first name wrote it, matched in any case, without full stops, and no number', async () => {
    await app.deps.db.execute(sql`insert into users (user_id, name, email, password_hash, role, status) values
      ('nwa', 'Lakshmi K.', 'nwa@example.in', 'x', 'jobseeker', 'approved'),
      ('nwb', 'LAKSHMI Priya', 'nwb@example.in', 'x', 'jobseeker', 'approved'),
      ('nwc', 'Anita 760908', 'nwc@example.in', 'x', 'jobseeker', 'approved')`);
    const kept = await rows<{ word: string; written: string; names: number }>(
      sql`select word, written, names from seeker_name_words where word in ('lakshmi', 'k', 'priya', '760908') order by word`,
    );
    expect(kept.map((k) => [k.word, k.names])).toEqual([
      ['k', 1],
      ['lakshmi', 2],
      ['priya', 1],
    ]);
    expect(['Lakshmi', 'LAKSHMI']).toContain(kept.find((k) => k.word === 'lakshmi')!.written);
  });
});
