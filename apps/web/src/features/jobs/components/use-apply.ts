import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_MESSAGES, applicationsApi } from '@school-portal/contract';
import { call, errorMessage } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { JOB_VIEWS } from '../api/job-views';
import { t } from '../../../lib/i18n';

/** Apply with the spec's toasts: 'Successfully applied to the job!' or the server's reason, else 'Failed to apply to the job'. */
export function useApplyWithToasts() {
  const queryClient = useQueryClient();
  // Refused or not, every view of jobs (the Applied badge) and the applied list fetch again.
  const apply = useMutation({
    mutationFn: ({ id, coverNote }: { id: string; coverNote?: string }) =>
      call(applicationsApi.apply, { params: { id }, body: { coverNote: coverNote ?? '' } }),
    onSettled: () => void invalidate(queryClient, ...JOB_VIEWS),
  });
  return {
    pendingId: apply.isPending ? apply.variables.id : undefined,
    /** Applies, with a cover note when she wrote one; `onDone` runs once it is sent. */
    apply: (id: string, coverNote?: string, onDone?: () => void) =>
      apply.mutate(
        { id, coverNote },
        {
          onSuccess: () => {
            notify({ color: 'teal', message: t(APPLICATION_MESSAGES.applied) });
            onDone?.();
          },
          onError: (err) => notify({ color: 'red', message: errorMessage(err, t(APPLICATION_MESSAGES.applyFailed)) }),
        },
      ),
  };
}
