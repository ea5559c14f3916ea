import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import type { AccountAction } from '@school-portal/contract';
import { useAccountAction } from '../api/act-on-account';
import { ACCOUNT_ACTION_MESSAGES as ACTION_TOASTS } from '@school-portal/contract';
import { t } from '../../../lib/i18n';

/** Runs a decision and says how it went, with the server's reason when it refuses. */
export function useDecide() {
  const mutation = useAccountAction();
  const decide = (action: AccountAction, userId: string, reason?: string, onDone?: () => void) =>
    mutation.mutate(
      { action, userId, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(ACTION_TOASTS[action].ok) });
          onDone?.();
        },
        onError: (err) =>
          notify({
            color: 'red',
            title: t(ACTION_TOASTS[action].failed),
            message: err instanceof ApiError ? err.message : t(/*i18n*/ 'Please try again.'),
            autoClose: 6000,
          }),
      },
    );
  const pendingAction = mutation.isPending ? mutation.variables?.action : undefined;
  return {
    decide,
    pending: mutation.isPending,
    pendingFor: mutation.isPending ? mutation.variables?.userId : undefined,
    pendingAction,
  };
}
