import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productsApi, type ProductListQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

/** A supplier's products, a page at a time, for its details screen and the enquiry form. */
export const supplierProductsQuery = (query: ProductListQuery & { supplierId: string }) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: () => callPage(productsApi.list, { query }),
    placeholderData: keepPreviousData,
  });

export function useSupplierProducts(query: ProductListQuery & { supplierId: string }, enabled = true) {
  return useQuery({ ...supplierProductsQuery(query), enabled });
}
