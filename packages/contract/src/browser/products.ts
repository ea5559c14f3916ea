// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const productsApi = clientEndpoints<typeof contract.productsApi>({
  list: { method: 'GET', path: '/api/products', access: ['superAdmin', 'instituteAdmin'], paged: true },
  get: { method: 'GET', path: '/api/products/:id', access: ['superAdmin', 'instituteAdmin'] },
  create: { method: 'POST', path: '/api/products', access: ['superAdmin'], multipart: true },
  update: { method: 'PUT', path: '/api/products/:id', access: ['superAdmin'], multipart: true },
  delete: { method: 'DELETE', path: '/api/products/:id', access: ['superAdmin'] },
});
