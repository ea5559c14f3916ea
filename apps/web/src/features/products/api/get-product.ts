import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const productQuery = (id: string) => queryOptions({ queryKey: ['products', 'one', id], queryFn: () => call(productsApi.get, { params: { id } }) });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
