import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { suppliersApi } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

/** Suppliers whose name matches what is typed, for the supplier pickers (searched on the server). */
export const supplierOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['suppliers', 'list', { q, limit: 20, purpose: 'options' }],
    queryFn: async () => (await callPage(suppliersApi.list, { query: { q: q || undefined, limit: 20 } })).items.map((s) => ({ value: s._id, label: s.name })),
    placeholderData: keepPreviousData,
  });

export function useSupplierOptions(q: string) {
  return useQuery(supplierOptionsQuery(q));
}
