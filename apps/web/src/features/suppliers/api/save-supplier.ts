import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suppliersApi, type SupplierBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { supplierQuery } from './get-supplier';

/** Adds a supplier (no id) or saves one, as the multipart form the call takes; the logo goes along when chosen. */
export function useSaveSupplier(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierBody) => (id ? call(suppliersApi.update, { params: { id }, body }) : call(suppliersApi.create, { body })),
    onSuccess: async ({ supplier }) => {
      queryClient.setQueryData(supplierQuery(supplier._id).queryKey, supplier);
      await queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] });
    },
  });
}
