import { describe, expect, it } from 'vitest';
import { SearchCache } from './search-cache.ts';

/** A read that answers when told to, counting how often it ran. */
function pending(answer: string) {
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

const listening = () => {
  const cache = new SearchCache(60_000);
  cache.setListening(true);
  return cache;
};

describe('the search cache', () => {
  it('keeps nothing while nobody listens for changes, and a page asked again once listening', async () => {
    const cache = new SearchCache(60_000);
    let reads = 0;
    const read = async () => `page ${++reads}`;
    expect([await cache.get('k', ['jobs'], read), await cache.get('k', ['jobs'], read)]).toEqual(['page 1', 'page 2']);
    cache.setListening(true);
    expect([await cache.get('k', ['jobs'], read), await cache.get('k', ['jobs'], read)]).toEqual(['page 3', 'page 3']);
  });

  it("forgets a list's pages when it changes, and only that list's", async () => {
    const cache = listening();
    await cache.get('jobs', ['jobs'], async () => 'old jobs');
    await cache.get('seekers', ['seekers'], async () => 'old seekers');
    await cache.get('ranked', ['seekers', 'jobs'], async () => 'old ranked');
    cache.changed('jobs');
    expect(await cache.get('jobs', ['jobs'], async () => 'new jobs')).toBe('new jobs');
    expect(await cache.get('ranked', ['seekers', 'jobs'], async () => 'new ranked')).toBe('new ranked');
    expect(await cache.get('seekers', ['seekers'], async () => 'new seekers')).toBe('old seekers');
  });

  it('never keeps a page read before a change heard meanwhile', async () => {
    const cache = listening();
    const before = pending('before the change');
    const asked = cache.get('k', ['jobs'], before.read);
    cache.changed('jobs');
    before.release();
    expect(await asked).toBe('before the change');
    expect(await cache.get('k', ['jobs'], async () => 'after the change')).toBe('after the change');
  });

  it('reads once for a burst of the same search, but a search asked after a change does not join a read begun before it', async () => {
    const cache = listening();
    const first = pending('first');
    const burst = [cache.get('k', ['jobs'], first.read), cache.get('k', ['jobs'], first.read)];
    cache.changed('jobs');
    const later = cache.get('k', ['jobs'], async () => 'after the change');
    first.release();
    expect(await Promise.all([...burst, later])).toEqual(['first', 'first', 'after the change']);
    expect(first.read.runs).toBe(1);
  });

  it('forgets everything when listening stops, trusts a page for its age at most, and keeps nothing at age 0', async () => {
    const cache = listening();
    await cache.get('k', ['jobs'], async () => 'kept');
    cache.setListening(false);
    expect(await cache.get('k', ['jobs'], async () => 'read again')).toBe('read again');

    const short = new SearchCache(20);
    short.setListening(true);
    await short.get('k', ['jobs'], async () => 'kept');
    await new Promise((r) => setTimeout(r, 40));
    expect(await short.get('k', ['jobs'], async () => 'too old')).toBe('too old');

    const off = new SearchCache(0);
    off.setListening(true);
    await off.get('k', ['jobs'], async () => 'one');
    expect(await off.get('k', ['jobs'], async () => 'two')).toBe('two');
  });
});
