import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApi, type StudentBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useUpdateStudent(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentBody) => call(studentsApi.update, { params: { studentId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['students'] }),
  });
}
