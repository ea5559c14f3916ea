import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientEndpoint, EndpointDef } from '@school-portal/contract';
import type { z } from 'zod';
import { endpointKey, endpointMutation, endpointQuery, invalidate } from './endpoint-query';

type Def<Paged extends boolean> = EndpointDef & {
  params: z.ZodObject<{ id: z.ZodString }>;
  answer: z.ZodArray<z.ZodString>;
  paged: Paged;
};
const one: ClientEndpoint<Def<false>> = { method: 'GET', path: '/api/things/:id', access: 'public', paged: false };
const list: ClientEndpoint<Def<true>> = { method: 'GET', path: '/api/things/:id/parts', access: 'public', paged: true };
type WriteDef = EndpointDef & {
  params: z.ZodObject<{ id: z.ZodString }>;
  body: z.ZodObject<{ name: z.ZodString }>;
  answer: z.ZodString;
};
const rename: ClientEndpoint<WriteDef> = { method: 'PUT', path: '/api/things/:id', access: 'public' };

function answering(body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('queries from the contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keys a query by the endpoint and its input, and fetches the endpoint with that input', async () => {
    const fetch = answering(['a', 'b']);
    const options = endpointQuery(one, { params: { id: '7' } });
    expect(options.queryKey).toEqual(['/api/things/:id', { params: { id: '7' } }]);
    expect(await new QueryClient().fetchQuery(options)).toEqual(['a', 'b']);
    expect(fetch).toHaveBeenCalledWith('/api/things/7', expect.objectContaining({ method: 'GET' }));
  });

  it('answers a paged list with its page and the full count', async () => {
    answering(['a'], { 'x-total-count': '41' });
    expect(await new QueryClient().fetchQuery(endpointQuery(list, { params: { id: '7' } }))).toEqual({
      items: ['a'],
      total: 41,
    });
  });

  it('invalidates every query of an endpoint, whatever its input, and no other endpoint', async () => {
    const client = new QueryClient();
    for (const id of ['1', '2']) client.setQueryData(endpointKey(one, { params: { id } }), ['x']);
    client.setQueryData(endpointKey(list, { params: { id: '1' } }), { items: [], total: 0 });
    await invalidate(client, one);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(endpointKey(one, { params: { id: '1' } }))).toBe(true);
    expect(stale(endpointKey(one, { params: { id: '2' } }))).toBe(true);
    expect(stale(endpointKey(list, { params: { id: '1' } }))).toBe(false);
  });

  it('a write sends its endpoint the input, then marks the endpoints it changes stale and leaves the others', async () => {
    const fetch = answering('renamed');
    const client = new QueryClient();
    client.setQueryData(endpointKey(one, { params: { id: '1' } }), ['x']);
    client.setQueryData(endpointKey(list, { params: { id: '1' } }), { items: [], total: 0 });
    const write = new MutationObserver(client, endpointMutation(client, rename, one));
    expect(await write.mutate({ params: { id: '1' }, body: { name: 'Bus pass' } })).toBe('renamed');
    expect(fetch).toHaveBeenCalledWith(
      '/api/things/1',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ name: 'Bus pass' }) }),
    );
    expect(client.getQueryState(endpointKey(one, { params: { id: '1' } }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(endpointKey(list, { params: { id: '1' } }))?.isInvalidated).toBe(false);
  });

  it('a refused write marks nothing stale', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Name is required.' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const client = new QueryClient();
    client.setQueryData(endpointKey(one, { params: { id: '1' } }), ['x']);
    const write = new MutationObserver(client, endpointMutation(client, rename, one));
    await expect(write.mutate({ params: { id: '1' }, body: { name: '' } })).rejects.toThrow('Name is required.');
    expect(client.getQueryState(endpointKey(one, { params: { id: '1' } }))?.isInvalidated).toBe(false);
  });
});
