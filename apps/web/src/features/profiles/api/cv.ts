import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cvApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** Upload (a PDF file) or remove (null) the caller's CV; the profile is read again to show it. */
export function useSaveCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? call(cvApi.uploadCv, { body: { cv: file } }) : call(cvApi.removeCv, {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profiles', 'jobseeker'] }),
  });
}
