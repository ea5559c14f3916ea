import { useMutation } from '@tanstack/react-query';
import { privacyApi, type ConfirmDeletion } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

/** A job seeker's account, or (`institute`) the institute admin's whole institute; either ends the session with the answer's message. */
export function useDeleteAccount(kind: 'account' | 'institute') {
  return useMutation({
    mutationFn: (body: ConfirmDeletion) =>
      call(kind === 'account' ? privacyApi.deleteAccount : privacyApi.closeInstitute, { body }),
    onSuccess: (answer) => endSession(answer.message),
  });
}
