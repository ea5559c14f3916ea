import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsApi, type JobInput, type JobUpdate } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobInput) => call(jobsApi.create, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: JobUpdate }) => call(jobsApi.update, { params: { jobId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => call(jobsApi.remove, { params: { jobId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
