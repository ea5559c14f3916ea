import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApi, type LeaveBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useMarkLeft(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveBody) => call(studentsApi.leave, { params: { studentId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['students'] }),
  });
}
