import { APPLICATION_MESSAGES } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApply } from '../api/apply';

/** Apply with the spec's toasts: 'Successfully applied to the job!' or the server's reason, else 'Failed to apply to the job'. */
export function useApplyWithToasts() {
  const apply = useApply();
  return {
    pendingId: apply.isPending ? apply.variables : undefined,
    apply: (id: string) =>
      apply.mutate(id, {
        onSuccess: () => notify({ color: 'teal', message: APPLICATION_MESSAGES.applied }),
        onError: (err) => notify({ color: 'red', message: errorMessage(err, APPLICATION_MESSAGES.applyFailed) }),
      }),
  };
}
