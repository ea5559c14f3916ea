import { describe, expect, it } from 'vitest';
import { importOnce } from './import-once';

describe('importOnce', () => {
  it('asks for the module once and gives every caller the same promise', async () => {
    let imports = 0;
    const load = importOnce(async () => ({ n: ++imports }));
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toEqual({ n: 1 });
    expect(imports).toBe(1);
  });

  it('asks again after a download failed', async () => {
    let imports = 0;
    const load = importOnce(async () => {
      if (++imports === 1) throw new Error('offline');
      return { n: imports };
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toEqual({ n: 2 });
  });
});
