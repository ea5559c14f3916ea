import { useState } from 'react';
import { Button } from '@mantine/core';
import { FEE_MESSAGES, feeReportsApi, feesApi } from '@school-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { call, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { invalidate } from '../../../lib/endpoint-query';

/** The institute admin lets the student off one instalment's late fee, with the reason; others do not see it. */
export function WaiveLateFeeButton({
  studentId,
  instalmentId,
  title,
}: {
  studentId: string;
  instalmentId: string;
  title: string;
}) {
  const t = useT();
  const isAdmin = useSession()?.role === 'instituteAdmin';
  const queryClient = useQueryClient();
  const waive = useMutation({
    mutationFn: (body: { instalmentId: string; reason: string }) =>
      call(feesApi.waiveLateFee, { params: { studentId }, body }),
    onSuccess: () => invalidate(queryClient, feesApi.dues, feeReportsApi.feeCard),
  });
  const [asking, setAsking] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setAsking(true)}>
        {t(/*i18n*/ 'Waive')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t(/*i18n*/ 'Waive late fee')}
        confirmLabel={t(/*i18n*/ 'Waive late fee')}
        cancelLabel={t(/*i18n*/ 'Cancel')}
        reason={{ description: t(/*i18n*/ 'Kept with the waiver, with your name.'), required: true }}
        loading={waive.isPending}
        onClose={() => setAsking(false)}
        onConfirm={(reason) =>
          waive.mutate(
            { instalmentId, reason },
            {
              onSuccess: () => {
                notify({ color: 'teal', message: t(FEE_MESSAGES.waived) });
                setAsking(false);
              },
              onError: (err) => notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.saveFailed)) }),
            },
          )
        }
      >
        {t(/*i18n*/ '{fee}: nothing more of it will be asked; what was paid of it stays paid.', { fee: title })}
      </ConfirmDialog>
    </>
  );
}
