import { queryOptions, useQuery } from '@tanstack/react-query';
import { suppliersApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const supplierQuery = (id: string) => queryOptions({ queryKey: ['suppliers', 'one', id], queryFn: () => call(suppliersApi.get, { params: { id } }) });

export function useSupplier(id: string) {
  return useQuery(supplierQuery(id));
}
