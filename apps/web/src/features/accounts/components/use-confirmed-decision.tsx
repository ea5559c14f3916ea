import { useState } from 'react';
import type { Account, AccountAction } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDecide } from './use-decide';
import { useT } from '../../../lib/i18n';

interface Decision {
  action: AccountAction;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  /** What happens, said of the account in question. */
  consequence: string;
  /** Offer an optional reason, and say where it goes. */
  reason?: string;
}

/** A decision that asks first: the action button opens the dialog; confirming takes the decision. */
export function useConfirmedDecision(decision: Decision) {
  const t = useT();
  const { decide, pending } = useDecide();
  const [target, setTarget] = useState<Account | null>(null);
  const dialog = (
    <ConfirmDialog
      opened={!!target}
      title={t(decision.title)}
      confirmLabel={t(decision.confirmLabel)}
      danger={decision.danger}
      reason={decision.reason ? { description: t(decision.reason) } : undefined}
      loading={pending}
      onClose={() => setTarget(null)}
      onConfirm={(reason) => target && decide(decision.action, target.userId, reason, () => setTarget(null))}
    >
      {target ? (
        <>
          <strong>{target.name || target.email}</strong> ({target.userId}): {t(decision.consequence)}
        </>
      ) : null}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
