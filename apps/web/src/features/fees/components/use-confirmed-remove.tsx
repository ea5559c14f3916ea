import { useState } from 'react';
import { Button } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { FEE_MESSAGES } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

interface Removal<T> {
  title: string;
  /** Sends the removal of the row with this id. */
  remove: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;
  /** The toast once it is gone. */
  removed: string;
  /** What the removal undoes, said of the row in question. */
  consequence: (item: T) => string;
}

/** A panel row's Remove that asks first: the row's button opens the dialog; confirming removes it. */
export function useConfirmedRemove<T extends { _id: string }>({ title, remove, removed, consequence }: Removal<T>) {
  const t = useT();
  const [removing, setRemoving] = useState<T | null>(null);
  const button = (item: T) => (
    <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(item)}>
      {t(/*i18n*/ 'Remove')}
    </Button>
  );
  const dialog = (
    <ConfirmDialog
      opened={!!removing}
      title={title}
      confirmLabel={t(/*i18n*/ 'Remove')}
      cancelLabel={t(/*i18n*/ 'Cancel')}
      danger
      loading={remove.isPending}
      onClose={() => setRemoving(null)}
      onConfirm={() =>
        removing &&
        remove.mutate(removing._id, {
          onSuccess: () => {
            notify({ color: 'teal', message: removed });
            setRemoving(null);
          },
          onError: (err) => notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.saveFailed)) }),
        })
      }
    >
      {removing ? consequence(removing) : ''}
    </ConfirmDialog>
  );
  return { button, dialog };
}
