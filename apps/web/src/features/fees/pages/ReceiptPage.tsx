import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload, IconPrinter, IconShare } from '@tabler/icons-react';
import { useParams } from 'react-router';
import {
  FEE_MESSAGES,
  feeReportsApi,
  feesApi,
  instalmentLabelIn,
  PAYMENT_MODE_LABELS,
  rupeesInWordsIn,
  type Receipt,
} from '@school-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { call, errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { ShareReceiptDialog } from '../components/ShareReceiptDialog';
import classes from './ReceiptPage.module.css';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { t, useLanguage, useT } from '../../../lib/i18n';
import { receiptStatusText } from '../components/receipt-status';
import { downloadReceiptPdf } from '../api/downloads';

const referenceOf = (r: Receipt) =>
  [
    r.reference,
    r.chequeNumber && t(/*i18n*/ 'Cheque {number}', { number: r.chequeNumber }),
    r.bank,
    r.chequeDate && formatDate(r.chequeDate),
  ]
    .filter(Boolean)
    .join(', ');

/** A receipt as printed (A5) and as a PDF, with cancelling and a bounced cheque. */
export function ReceiptPage() {
  const t = useT();
  const language = useLanguage();
  const receiptId = useParams().id ?? '';
  const receiptQuery = endpointQuery(feesApi.receipt, { params: { receiptId } });
  const receipt = useQuery(receiptQuery);
  const queryClient = useQueryClient();
  // Cancels the receipt, or marks its cheque bounced; either way what it paid is due again.
  const withdraw = useMutation({
    mutationFn: ({ kind, reason }: { kind: 'cancel' | 'bounce'; reason: string }) =>
      call(feesApi[kind], { params: { receiptId }, body: { reason } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(receiptQuery.queryKey, answer);
      void invalidate(queryClient, feesApi.dues, feeReportsApi.feeCard);
    },
  });
  const [asking, setAsking] = useState<'cancel' | 'bounce' | null>(null);
  // Which PDF is being made: one copy, or the office and parent copies on one A4 sheet.
  const [downloading, setDownloading] = useState<1 | 2 | null>(null);
  const [sharing, setSharing] = useState(false);
  if (receipt.isPending) return <Loading label={t(/*i18n*/ 'Loading receipt')} />;
  if (receipt.isError)
    return <LoadError message={t(FEE_MESSAGES.receiptNotFound)} onRetry={() => void receipt.refetch()} />;
  const r = receipt.data;

  const download = (copies: 1 | 2) => {
    setDownloading(copies);
    downloadReceiptPdf(r._id, r.receiptNo, copies)
      .catch((err: unknown) => notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.loadFailed)) }))
      .finally(() => setDownloading(null));
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end" className={classes.noPrint} wrap="wrap">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t(/*i18n*/ 'Print')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloading === 1}
          onClick={() => download(1)}
        >
          {t(/*i18n*/ 'Download PDF')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy size={16} />}
          loading={downloading === 2}
          onClick={() => download(2)}
        >
          {t(/*i18n*/ 'Print office + parent copy')}
        </Button>
        <Button variant="default" leftSection={<IconShare size={16} />} onClick={() => setSharing(true)}>
          {t(/*i18n*/ 'Share with parent')}
        </Button>
        {r.status === 'active' && r.mode === 'cheque' ? (
          <Button variant="default" c="var(--mantine-color-error)" onClick={() => setAsking('bounce')}>
            {t(/*i18n*/ 'Cheque bounced')}
          </Button>
        ) : null}
        {r.status === 'active' ? (
          <Button variant="default" c="var(--mantine-color-error)" onClick={() => setAsking('cancel')}>
            {t(/*i18n*/ 'Cancel receipt')}
          </Button>
        ) : null}
      </Group>
      {r.status !== 'active' ? (
        <Alert
          color="red"
          title={r.status === 'bounced' ? t(/*i18n*/ 'Cheque bounced') : t(/*i18n*/ 'Cancelled')}
          className={classes.noPrint}
        >
          {r.cancelReason} · {r.cancelledBy} · {r.cancelledAt ? formatDateTime(r.cancelledAt) : ''}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg" className={classes.sheet} aria-label={t(/*i18n*/ 'Receipt')}>
        <Stack gap="xs" align="center">
          <Title order={1} size="h3" ta="center">
            {r.school.name}
          </Title>
          {r.school.address ? (
            <Text size="sm" ta="center">
              {r.school.address}
            </Text>
          ) : null}
          {r.school.affiliation ? (
            <Text size="sm">{t(/*i18n*/ 'Affiliation No. {number}', { number: r.school.affiliation })}</Text>
          ) : null}
          <Group gap="xs">
            <Text fw={700}>{t(/*i18n*/ 'FEE RECEIPT')}</Text>
            {r.status !== 'active' ? <Badge color="red">{receiptStatusText(r.status)}</Badge> : null}
          </Group>
        </Stack>
        <Divider my="sm" />
        <SimpleGrid cols={2} spacing="xs">
          <LabeledValue size="sm" label={t(/*i18n*/ 'Receipt No.')} value={r.receiptNo} />
          <LabeledValue size="sm" label={t(/*i18n*/ 'Date')} value={formatDate(r.paidOn)} />
          <LabeledValue size="sm" label={t(/*i18n*/ 'Student')} value={r.student.name} />
          <LabeledValue size="sm" label={t(/*i18n*/ 'Admission No.')} value={r.student.admissionNumber} />
          <LabeledValue
            size="sm"
            label={t(/*i18n*/ 'Class')}
            value={`${r.student.className} ${r.student.sectionName}`}
          />
          <LabeledValue size="sm" label={t(/*i18n*/ 'Guardian')} value={r.student.guardianName} />
          {r.backdated ? (
            <LabeledValue size="sm" label={t(/*i18n*/ 'Dated by')} value={`${r.backdated.by}: ${r.backdated.reason}`} />
          ) : null}
        </SimpleGrid>
        <Table mt="sm" aria-label={t(/*i18n*/ 'Fees paid')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(/*i18n*/ 'Fee')}</Table.Th>
              <Table.Th ta="right">{t(/*i18n*/ 'Amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.lines.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  {l.headName} · {instalmentLabelIn(t, l.label)}
                </Table.Td>
                <Table.Td ta="right">{formatRupees(l.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t(/*i18n*/ 'Total')}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatRupees(r.amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text mt="sm" className={classes.words}>
          {/* The server's words are English; the printed receipt says the amount in the reader's language. */}
          {rupeesInWordsIn(language, Math.round(r.amount * 100))}
        </Text>
        <Text size="sm" mt="xs">
          {t(/*i18n*/ 'Mode: {mode}', {
            mode: t(PAYMENT_MODE_LABELS[r.mode]) + (referenceOf(r) ? ` (${referenceOf(r)})` : ''),
          })}
        </Text>
        <Text size="sm">{t(/*i18n*/ 'Collected by: {name}', { name: r.collectedBy })}</Text>
      </Paper>
      <ShareReceiptDialog receipt={r} opened={sharing} onClose={() => setSharing(false)} />
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'bounce' ? t(/*i18n*/ 'Cheque bounced') : t(/*i18n*/ 'Cancel receipt')}
        confirmLabel={asking === 'bounce' ? t(/*i18n*/ 'Mark as bounced') : t(/*i18n*/ 'Cancel receipt')}
        cancelLabel={t(/*i18n*/ 'Keep receipt')}
        danger
        reason={{ description: t(/*i18n*/ 'Kept on the receipt.'), required: true }}
        loading={withdraw.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) =>
          withdraw.mutate(
            { kind: asking ?? 'cancel', reason },
            {
              onSuccess: () => {
                notify({
                  color: 'teal',
                  message: asking === 'bounce' ? t(FEE_MESSAGES.bounced) : t(FEE_MESSAGES.cancelled),
                });
                setAsking(null);
              },
              onError: (err) => notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.saveFailed)) }),
            },
          )
        }
      >
        {t(
          /*i18n*/ 'The receipt {number} of {amount} stays on record, marked with your reason; what it paid becomes due again.',
          { number: r.receiptNo, amount: formatRupees(r.amount) },
        )}
      </ConfirmDialog>
    </Stack>
  );
}
