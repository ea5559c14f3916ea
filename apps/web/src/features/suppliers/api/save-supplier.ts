import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suppliersApi, type SupplierBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';

/** Adds a supplier (no id) or saves one, as the multipart form the call takes; the logo goes along when chosen. */
export function useSaveSupplier(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierBody) =>
      id ? call(suppliersApi.update, { params: { id }, body }) : call(suppliersApi.create, { body }),
    onSuccess: async ({ supplier }) => {
      queryClient.setQueryData(endpointQuery(suppliersApi.get, { params: { id: supplier._id } }).queryKey, supplier);
      await invalidate(queryClient, suppliersApi.list);
    },
  });
}
