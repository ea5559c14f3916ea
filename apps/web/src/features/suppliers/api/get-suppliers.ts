import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { suppliersApi, type SupplierListQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const suppliersQuery = (query: SupplierListQuery) =>
  queryOptions({
    queryKey: ['suppliers', 'list', query],
    queryFn: () => callPage(suppliersApi.list, { query }),
    placeholderData: keepPreviousData,
  });

export function useSuppliers(query: SupplierListQuery) {
  return useQuery(suppliersQuery(query));
}
