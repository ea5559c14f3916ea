import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi, type CreateAcademicYearBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useAddAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAcademicYearBody) => call(classesApi.addYear, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
