import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(productsApi.delete, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['products', 'one', id] });
      await queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
    },
  });
}
