import { describe, expect, it } from 'vitest';
import { fetchListedFiles, SIGNED_IN_CODE_LIST } from './prefetch-files';

/** A stand-in network: answers the list and each file after a turn, and records how many are under way at once. */
function network(list: unknown, failing: string[] = []) {
  const read: string[] = [];
  let open = 0;
  let most = 0;
  const get = async (url: string): Promise<Response> => {
    if (url === SIGNED_IN_CODE_LIST) return new Response(JSON.stringify(list), { status: list === 404 ? 404 : 200 });
    open++;
    most = Math.max(most, open);
    await new Promise((resolve) => setTimeout(resolve, 1));
    open--;
    if (failing.includes(url)) throw new TypeError('Failed to fetch');
    return new Response(`// ${url}`, { status: 200 });
  };
  const counting = async (url: string) => {
    const answer = await get(url);
    return Object.assign(answer, { arrayBuffer: async () => (read.push(url), new ArrayBuffer(0)) });
  };
  return { get: counting, read, most: () => most };
}

const files = Array.from({ length: 12 }, (_, i) => `/assets/f${i}.js`);

describe('the listed files', () => {
  it('are each downloaded and read to the end, a few at a time', async () => {
    const net = network(files);
    await fetchListedFiles(net.get);
    expect(net.read.sort()).toEqual([...files].sort());
    expect(net.most()).toBeGreaterThan(1);
    expect(net.most()).toBeLessThanOrEqual(3);
  });

  it('are all tried when one fails', async () => {
    const net = network(files, ['/assets/f0.js', '/assets/f5.js']);
    await fetchListedFiles(net.get);
    expect(net.read).toHaveLength(files.length - 2);
  });

  it('are none when the list is missing or not a list of paths', async () => {
    for (const list of [404, { files }, ['https://elsewhere.example/x.js', '//elsewhere.example/y.js', 7]]) {
      const net = network(list);
      await fetchListedFiles(net.get);
      expect(net.read).toEqual([]);
    }
  });
});
