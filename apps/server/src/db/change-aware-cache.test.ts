import { describe, expect, it } from 'vitest';
import { ChangeAwareCache } from './change-aware-cache.ts';

/** A read that answers when told to, counting how often it ran. */
function pending<T>(answer: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = Object.assign(
    async () => {
      read.runs++;
      await gate;
      return answer;
    },
    { runs: 0 },
  );
  return { read, release };
}

/** Entries scoped by an account, as the sessions are. */
const listening = () => {
  const cache = new ChangeAwareCache<string>({ max: 100, maxAgeMs: 60_000 });
  cache.setListening(true);
  return cache;
};
const of = (account: string) => (changed: string) => changed === account;

describe('the change-aware cache', () => {
  it('never keeps a value read while a change touching it was heard, and hands it to its caller', async () => {
    const cache = listening();
    const before = pending('before the change');
    const asked = cache.get('s1', 'a1', before.read);
    cache.changed(of('a1'));
    before.release();
    expect(await asked).toBe('before the change');
    expect(await cache.get('s1', 'a1', async () => 'after the change')).toBe('after the change');
  });

  it('never keeps a value whose scope is read from it when any change was heard during its read', async () => {
    const cache = listening();
    const before = pending({ account: 'a1', name: 'before' });
    const asked = cache.get('s1', (row) => row.account, before.read);
    // Until the row is read, the cache cannot know it is a2's change that does not touch it.
    cache.changed(of('a2'));
    before.release();
    expect((await asked).name).toBe('before');
    expect(
      (
        await cache.get(
          's1',
          (row) => row.account,
          async () => ({ account: 'a1', name: 'after' }),
        )
      ).name,
    ).toBe('after');
    // Read with no change heard: kept under its account, and forgotten by that account's change only.
    expect(
      (
        await cache.get(
          's1',
          (row) => row.account,
          async () => ({ account: 'a1', name: 'again' }),
        )
      ).name,
    ).toBe('after');
    cache.changed(of('a2'));
    expect(cache.size).toBe(1);
    cache.changed(of('a1'));
    expect(cache.size).toBe(0);
  });

  it('keeps a value read while only changes that cannot touch it were heard', async () => {
    const cache = listening();
    const read = pending('kept');
    const asked = cache.get('s1', 'a1', read.read);
    cache.changed(of('a2'));
    read.release();
    expect(await asked).toBe('kept');
    expect(await cache.get('s1', 'a1', async () => 'read again')).toBe('kept');
  });

  it('keeps nothing while nobody listens, nor a read under way when listening stops, nor nothing found', async () => {
    const cache = new ChangeAwareCache<string>({ max: 100, maxAgeMs: 60_000 });
    await cache.get('s1', 'a1', async () => 'deaf');
    expect(cache.size).toBe(0);
    cache.setListening(true);
    const read = pending('read while listening stopped');
    const asked = cache.get('s1', 'a1', read.read);
    cache.setListening(false);
    cache.setListening(true);
    read.release();
    await asked;
    await cache.get('s2', 'a1', async () => undefined);
    expect(cache.size).toBe(0);
  });

  it('reads once for concurrent asks of a key, and makes room by least recent use', async () => {
    const cache = new ChangeAwareCache<string>({ max: 2, maxAgeMs: 60_000 });
    cache.setListening(true);
    const read = pending('one');
    const answers = await Promise.all([
      cache.get('k', 'a', read.read),
      cache.get('k', 'a', read.read),
      (read.release(), cache.get('k', 'a', read.read)),
    ]);
    expect({ answers, runs: read.read.runs }).toEqual({ answers: ['one', 'one', 'one'], runs: 1 });
    await cache.get('l', 'a', async () => 'two');
    await cache.get('k', 'a', async () => 'not read');
    await cache.get('m', 'a', async () => 'three');
    expect(await cache.get('l', 'a', async () => 'l read again')).toBe('l read again');
  });
});
