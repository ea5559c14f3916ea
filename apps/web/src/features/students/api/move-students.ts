import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApi, type MoveStudentsBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useMoveStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveStudentsBody) => call(studentsApi.move, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['students'] }),
  });
}
