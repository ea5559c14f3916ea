import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suppliersApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** Deletes a supplier with its products; every list of suppliers and products refreshes. */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(suppliersApi.delete, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['suppliers', 'one', id] });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] }), queryClient.invalidateQueries({ queryKey: ['products'] })]);
    },
  });
}
