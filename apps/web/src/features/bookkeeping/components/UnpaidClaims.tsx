import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GUARDIAN_FEE_MESSAGES, bookkeepingApi, guardianFeesApi, type WaitingClaim } from '@school-portal/contract';
import { CardTable, type Column } from '../../../components/CardTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { call, errorMessage } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

const columns: Column<WaitingClaim>[] = [
  { header: msg(/*i18n*/ 'Student'), primary: true, cell: (c) => c.student.name },
  {
    header: msg(/*i18n*/ 'Class'),
    cell: (c) => [c.student.className, c.student.sectionName].filter(Boolean).join(' '),
  },
  { header: msg(/*i18n*/ 'Amount'), numeric: true, cell: (c) => formatRupees(c.amount) },
  {
    header: msg(/*i18n*/ 'UTR'),
    cell: (c) => (
      <Text ff="monospace" size="sm" span>
        {c.utr}
      </Text>
    ),
  },
  { header: msg(/*i18n*/ 'Sent'), cell: (c) => formatDateTime(c.createdAt) },
];

/** Claims the statements have not shown after some days: rejected with a reason the parent reads on the fee page. */
export function UnpaidClaims({
  rows,
  days,
  onDays,
}: {
  rows: WaitingClaim[];
  days: number;
  onDays: (days: number) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<WaitingClaim | null>(null);
  const reject = useMutation({
    mutationFn: ({ claimId, reason }: { claimId: string; reason: string }) =>
      call(guardianFeesApi.rejectClaim, { params: { claimId }, body: { reason } }),
    onSuccess: () => {
      notify({ color: 'teal', message: t(GUARDIAN_FEE_MESSAGES.claimRejected) });
      setRejecting(null);
    },
    onError: (err) => notify({ color: 'red', message: errorMessage(err, t(GUARDIAN_FEE_MESSAGES.claimDecided)) }),
    onSettled: () => invalidate(queryClient, bookkeepingApi.reconciliation, guardianFeesApi.claims),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">
            {t(/*i18n*/ 'Claims with no credit')}
          </Title>
          <NumberInput
            label={t(/*i18n*/ 'Waiting more than (days)')}
            min={1}
            max={60}
            w={180}
            value={days}
            onChange={(v) => typeof v === 'number' && v >= 1 && v <= 60 && onDays(v)}
          />
        </Group>
        {rows.length ? (
          <CardTable
            rows={rows}
            columns={columns}
            rowKey={(c) => c._id}
            minWidth="40rem"
            actions={(c) => (
              <Button size="xs" variant="default" color="red" onClick={() => setRejecting(c)}>
                {t(/*i18n*/ 'Reject')}
              </Button>
            )}
          />
        ) : (
          <Text size="sm">{t(/*i18n*/ 'No claim has waited that long.')}</Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={rejecting !== null}
        title={t(/*i18n*/ 'Reject this payment?')}
        confirmLabel={t(/*i18n*/ 'Reject')}
        danger
        reason={{ description: t(/*i18n*/ 'The guardian sees this reason on the fee page.'), required: true }}
        loading={reject.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && reject.mutate({ claimId: rejecting._id, reason: reason ?? '' })}
      >
        {rejecting
          ? t(/*i18n*/ '{student}: {amount}, UTR {utr}.', {
              student: rejecting.student.name,
              amount: formatRupees(rejecting.amount),
              utr: rejecting.utr,
            })
          : null}
      </ConfirmDialog>
    </Paper>
  );
}
