import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(productsApi.delete, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: endpointQuery(productsApi.get, { params: { id } }).queryKey });
      await invalidate(queryClient, productsApi.list);
    },
  });
}
