import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productsApi, type ProductListQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const productsQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: () => callPage(productsApi.list, { query }),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQuery(query));
}
