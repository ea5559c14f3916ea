import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cvApi, profilesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';

/** Upload (a PDF file) or remove (null) the caller's CV; the profile is read again to show it. */
export function useSaveCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? call(cvApi.uploadCv, { body: { cv: file } }) : call(cvApi.removeCv, {})),
    onSuccess: () => invalidate(queryClient, profilesApi.jobseekerProfile),
  });
}
