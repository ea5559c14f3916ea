import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchChange } from '@school-portal/contract';
import { SearchCache } from './search-cache.ts';

/** A notice as the triggers write it (migration 0044). */
const notice = (change: SearchChange) => JSON.stringify(change);

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
    expect([await cache.get('k', { lists: ['jobs'] }, read), await cache.get('k', { lists: ['jobs'] }, read)]).toEqual([
      'page 1',
      'page 2',
    ]);
    cache.setListening(true);
    expect([await cache.get('k', { lists: ['jobs'] }, read), await cache.get('k', { lists: ['jobs'] }, read)]).toEqual([
      'page 3',
      'page 3',
    ]);
  });

  it("forgets a list's pages when it changes, and only that list's", async () => {
    const cache = listening();
    await cache.get('jobs', { lists: ['jobs'] }, async () => 'old jobs');
    await cache.get('seekers', { lists: ['seekers'] }, async () => 'old seekers');
    await cache.get('ranked', { lists: ['seekers', 'jobs'] }, async () => 'old ranked');
    cache.heard(notice({ list: 'jobs' }));
    expect(await cache.get('jobs', { lists: ['jobs'] }, async () => 'new jobs')).toBe('new jobs');
    expect(await cache.get('ranked', { lists: ['seekers', 'jobs'] }, async () => 'new ranked')).toBe('new ranked');
    expect(await cache.get('seekers', { lists: ['seekers'] }, async () => 'new seekers')).toBe('old seekers');
  });

  it("forgets, on a change that names states, the pages of those states and of none, and keeps another state's", async () => {
    const cache = listening();
    for (const [key, state] of [
      ['kerala', 'KL'],
      ['assam', 'AS'],
      ['anywhere', undefined],
    ] as const)
      await cache.get(key, { lists: ['jobs'], pins: { jobs: { state } } }, async () => `old ${key}`);
    cache.heard(notice({ list: 'jobs', state: ['AS', null] }));
    const now = async (key: string, state?: string) =>
      cache.get(key, { lists: ['jobs'], pins: { jobs: { state } } }, async () => `new ${key}`);
    expect([await now('kerala', 'KL'), await now('assam', 'AS'), await now('anywhere')]).toEqual([
      'old kerala',
      'new assam',
      'new anywhere',
    ]);
  });

  it('keeps a page when some column it is pinned to has a value none of the written rows had, before or after', async () => {
    const cache = listening();
    const pages = {
      'kerala physics': { state: 'KL', subject: 'physics' },
      'kerala maths': { state: 'KL', subject: 'mathematics' },
      'maths PGT': { subject: 'mathematics', level: 'PGT' },
      'maths TGT': { subject: 'mathematics', level: 'TGT' },
      'part-time': { type: 'part-time' },
      everything: {},
    };
    const ask = (answer: string) =>
      Promise.all(
        Object.entries(pages).map(([key, pins]) =>
          cache.get(key, { lists: ['jobs'], pins: { jobs: pins } }, async () => `${answer} ${key}`),
        ),
      );
    await ask('old');
    // A Mathematics TGT job posted in Kerala, full time, with an id no page is pinned to.
    cache.heard(
      notice({
        list: 'jobs',
        state: ['KL'],
        subject: ['mathematics'],
        level: ['TGT'],
        category: ['teaching'],
        type: ['full-time'],
        id: ['7b1f'],
      }),
    );
    expect(await ask('new')).toEqual([
      'old kerala physics',
      'new kerala maths',
      'old maths PGT',
      'new maths TGT',
      'old part-time',
      'new everything',
    ]);
    // An edit that moved a job from Physics to Mathematics names both: the Physics page goes too.
    await ask('old');
    cache.heard(
      notice({
        list: 'jobs',
        state: ['KL'],
        subject: ['physics', 'mathematics'],
        level: ['TGT'],
        category: ['teaching'],
        type: ['full-time'],
      }),
    );
    expect((await ask('new')).slice(0, 2)).toEqual(['new kerala physics', 'new kerala maths']);
    // A notice that leaves a column out (a bulk write) may have written any value of it.
    await ask('old');
    cache.heard(notice({ list: 'jobs', state: ['KL'], level: ['TGT'], category: ['teaching'], type: ['full-time'] }));
    expect((await ask('new')).slice(0, 4)).toEqual([
      'new kerala physics',
      'new kerala maths',
      'old maths PGT',
      'new maths TGT',
    ]);
  });

  it('keeps a ranked page of seekers through jobs posted, and forgets it when its own job is written', async () => {
    const cache = listening();
    const ranked = (answer: string) =>
      cache.get('ranked', { lists: ['seekers', 'jobs'], pins: { jobs: { id: 'job-1' } } }, async () => answer);
    await ranked('old');
    cache.heard(
      notice({
        list: 'jobs',
        state: ['KL'],
        subject: ['physics'],
        level: ['TGT'],
        category: ['teaching'],
        type: ['full-time'],
        id: ['job-2'],
      }),
    );
    expect(await ranked('new')).toBe('old');
    cache.heard(
      notice({
        list: 'jobs',
        state: ['KL'],
        subject: ['physics'],
        level: ['TGT'],
        category: ['teaching'],
        type: ['full-time'],
        id: ['job-1', 'job-2'],
      }),
    );
    expect(await ranked('new')).toBe('new');
    cache.heard(notice({ list: 'seekers', state: ['KL'] }));
    expect(await ranked('newer')).toBe('newer');
  });

  it('forgets every page on a notice it cannot read (it may name anything)', async () => {
    const cache = listening();
    await cache.get('jobs', { lists: ['jobs'], pins: { jobs: { state: 'KL' } } }, async () => 'old jobs');
    await cache.get('seekers', { lists: ['seekers'] }, async () => 'old seekers');
    cache.heard('jobs KL | subject=physics');
    expect(cache.size).toBe(0);
  });

  it('keeps a page read while a change it cannot be touched by was heard', async () => {
    const cache = listening();
    const kerala = pending('kerala');
    const asked = cache.get('k', { lists: ['jobs'], pins: { jobs: { state: 'KL' } } }, kerala.read);
    cache.heard(notice({ list: 'jobs', state: ['AS'], subject: ['physics'] }));
    kerala.release();
    expect(await asked).toBe('kerala');
    expect(await cache.get('k', { lists: ['jobs'], pins: { jobs: { state: 'KL' } } }, async () => 'read again')).toBe(
      'kerala',
    );
  });

  it('never keeps a page read before a change heard meanwhile', async () => {
    const cache = listening();
    const before = pending('before the change');
    const asked = cache.get('k', { lists: ['jobs'] }, before.read);
    cache.heard(notice({ list: 'jobs' }));
    before.release();
    expect(await asked).toBe('before the change');
    expect(await cache.get('k', { lists: ['jobs'] }, async () => 'after the change')).toBe('after the change');
  });

  it('reads once for a burst of the same search, but a search asked after a change does not join a read begun before it', async () => {
    const cache = listening();
    const first = pending('first');
    const burst = [cache.get('k', { lists: ['jobs'] }, first.read), cache.get('k', { lists: ['jobs'] }, first.read)];
    cache.heard(notice({ list: 'jobs' }));
    const later = cache.get('k', { lists: ['jobs'] }, async () => 'after the change');
    first.release();
    expect(await Promise.all([...burst, later])).toEqual(['first', 'first', 'after the change']);
    expect(first.read.runs).toBe(1);
  });

  it('forgets everything when listening stops, trusts a page for its age at most, and keeps nothing at age 0', async () => {
    const cache = listening();
    await cache.get('k', { lists: ['jobs'] }, async () => 'kept');
    cache.setListening(false);
    expect(await cache.get('k', { lists: ['jobs'] }, async () => 'read again')).toBe('read again');

    const short = new SearchCache(20);
    short.setListening(true);
    await short.get('k', { lists: ['jobs'] }, async () => 'kept');
    await new Promise((r) => setTimeout(r, 40));
    expect(await short.get('k', { lists: ['jobs'] }, async () => 'too old')).toBe('too old');

    const off = new SearchCache(0);
    off.setListening(true);
    await off.get('k', { lists: ['jobs'] }, async () => 'one');
    expect(await off.get('k', { lists: ['jobs'] }, async () => 'two')).toBe('two');
  });

  describe('when pages expire', () => {
    afterEach(() => vi.useRealTimers());

    it('trusts each page between half and all of its age, so pages read together are not all read again together', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const cache = listening();
      let reads = 0;
      const read = async () => ++reads;
      const askAll = async () => {
        const before = reads;
        for (let i = 0; i < 50; i++) await cache.get(`page ${i}`, { lists: ['jobs'] }, read);
        return reads - before;
      };
      expect(await askAll()).toBe(50);
      vi.setSystemTime(start + 30_000);
      expect(await askAll()).toBe(0);
      // Three quarters of the way: some have expired, not all (50 coin tosses all alike: 1 in 2^49).
      vi.setSystemTime(start + 45_000);
      const readAgain = await askAll();
      expect(readAgain).toBeGreaterThan(0);
      expect(readAgain).toBeLessThan(50);
      // Past the full age, every page kept at the start is read again; those read at 45 s are still trusted.
      vi.setSystemTime(start + 60_001);
      expect(await askAll()).toBe(50 - readAgain);
    });
  });
});
