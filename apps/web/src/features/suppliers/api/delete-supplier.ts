import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi, suppliersApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';

/** Deletes a supplier with its products; every list of suppliers and products refreshes. */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(suppliersApi.delete, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: endpointQuery(suppliersApi.get, { params: { id } }).queryKey });
      await invalidate(queryClient, suppliersApi.list, productsApi.list, productsApi.get);
    },
  });
}
