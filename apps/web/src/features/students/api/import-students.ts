import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApi, type ImportStudentsBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportStudentsBody) => call(studentsApi.import, { body }),
    onSuccess: (answer) => {
      if (answer.imported > 0) void queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
}
