import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi, type ProductBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';

/** Adds a product (no id) or saves one, as the multipart form the call takes, new images as file parts. */
export function useSaveProduct(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBody) =>
      id ? call(productsApi.update, { params: { id }, body }) : call(productsApi.create, { body }),
    onSuccess: async ({ product }) => {
      queryClient.setQueryData(endpointQuery(productsApi.get, { params: { id: product._id } }).queryKey, product);
      await invalidate(queryClient, productsApi.list);
    },
  });
}
