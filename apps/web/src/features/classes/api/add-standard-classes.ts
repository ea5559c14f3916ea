import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { classesQuery } from './get-classes';

export function useAddStandardClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (academicYearId: string) => call(classesApi.addStandard, { body: { academicYearId } }),
    onSuccess: (classes, academicYearId) => queryClient.setQueryData(classesQuery(academicYearId).queryKey, classes),
  });
}
