// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const imagesApi = clientEndpoints<typeof contract.imagesApi>({
  image: { method: 'GET', path: '/api/images/:key', access: 'public', file: true },
  thumbnail: { method: 'GET', path: '/api/images/:key/thumb', access: 'public', file: true },
});
