import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientEndpoint, EndpointDef } from '@school-portal/contract';
import type { z } from 'zod';
import { endpointKey, endpointQuery, invalidate } from './endpoint-query';

type Def<Paged extends boolean> = EndpointDef & { params: z.ZodObject<{ id: z.ZodString }>; answer: z.ZodArray<z.ZodString>; paged: Paged };
const one: ClientEndpoint<Def<false>> = { method: 'GET', path: '/api/things/:id', access: 'public', paged: false };
const list: ClientEndpoint<Def<true>> = { method: 'GET', path: '/api/things/:id/parts', access: 'public', paged: true };

function answering(body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }));
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
    expect(await new QueryClient().fetchQuery(endpointQuery(list, { params: { id: '7' } }))).toEqual({ items: ['a'], total: 41 });
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
});
