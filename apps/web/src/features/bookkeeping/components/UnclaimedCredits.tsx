import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKKEEPING_MESSAGES, bookkeepingApi, feesApi, studentsApi, type BankCredit } from '@school-portal/contract';
import { CardTable, type Column } from '../../../components/CardTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, call, errorMessage } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { formatDate, formatRupees } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { Dialog } from '../../../components/Dialog';

const columns: Column<BankCredit>[] = [
  { header: msg(/*i18n*/ 'Amount'), primary: true, cell: (c) => formatRupees(c.amount) },
  { header: msg(/*i18n*/ 'Credited on'), cell: (c) => formatDate(c.creditedOn) },
  { header: msg(/*i18n*/ 'Paid by'), cell: (c) => c.payer ?? '—' },
  {
    header: msg(/*i18n*/ 'UTR'),
    cell: (c) => (
      <Text ff="monospace" size="sm" span>
        {c.utr}
      </Text>
    ),
  },
];

/** Finds the student a credit paid for: by name, admission number or the guardian's phone, as Manage Students does. */
function GiveToStudent({ credit, onClose }: { credit: BankCredit; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState(credit.payer?.replace(/\s*\(.*\)$/, '') ?? '');
  const [q] = useDebouncedValue(search, 300);
  const [studentId, setStudentId] = useState<string | null>(null);
  const found = useQuery({
    ...endpointQuery(studentsApi.list, { query: { q, limit: 10 } }),
    enabled: q.trim().length >= 2,
  });
  const give = useMutation({
    mutationFn: (id: string) =>
      call(bookkeepingApi.assignCredit, { params: { creditId: credit._id }, body: { studentId: id } }),
    onSuccess: (receipt) => {
      notify({ color: 'teal', message: t(/*i18n*/ 'Receipt {receiptNo} issued.', { receiptNo: receipt.receiptNo }) });
      onClose();
    },
    onSettled: () => invalidate(queryClient, bookkeepingApi.reconciliation, feesApi.dues, feesApi.defaulters),
  });
  const refused = give.error instanceof ApiError ? (give.error.fieldErrors.studentId ?? give.error.message) : null;
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Whose payment is this?')}>
      <Stack gap="sm">
        <Text size="sm">
          {t(/*i18n*/ '{amount} credited on {date}, UTR {utr}.', {
            amount: formatRupees(credit.amount),
            date: formatDate(credit.creditedOn),
            utr: credit.utr,
          })}
        </Text>
        <Select
          label={t(/*i18n*/ 'Student')}
          placeholder={t(/*i18n*/ 'Name, admission number or guardian phone')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={(found.data?.items ?? []).map((s) => ({
            value: s._id,
            label: `${s.name} · ${s.admissionNumber} · ${s.className ?? ''} ${s.sectionName ?? ''}`.trim(),
          }))}
          value={studentId}
          onChange={setStudentId}
          nothingFoundMessage={q.trim().length >= 2 && !found.isFetching ? t(/*i18n*/ 'No student found.') : undefined}
          error={refused ?? (give.error ? errorMessage(give.error, '') : null)}
          comboboxProps={{ withinPortal: false }}
        />
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'A UPI receipt is issued, dated the day the bank credited it, paying the oldest dues first.')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(/*i18n*/ 'Cancel')}
          </Button>
          <Button disabled={!studentId} loading={give.isPending} onClick={() => studentId && give.mutate(studentId)}>
            {t(/*i18n*/ 'Issue receipt')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** Money the bank shows that no parent claimed: a payment of a student (found by the clerk), or not a fee at all. */
export function UnclaimedCredits({ rows }: { rows: BankCredit[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [giving, setGiving] = useState<BankCredit | null>(null);
  const [setting, setSetting] = useState<BankCredit | null>(null);
  const dismiss = useMutation({
    mutationFn: ({ creditId, reason }: { creditId: string; reason: string }) =>
      call(bookkeepingApi.dismissCredit, { params: { creditId }, body: { reason } }),
    onSuccess: (done) => {
      notify({ color: 'teal', message: done.message });
      setSetting(null);
    },
    onError: (err) => notify({ color: 'red', message: errorMessage(err, t(BOOKKEEPING_MESSAGES.creditDone)) }),
    onSettled: () => invalidate(queryClient, bookkeepingApi.reconciliation),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(/*i18n*/ 'Credits nobody claimed')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'A parent who paid but did not enter the UTR: find the student and issue the receipt.')}
        </Text>
        {rows.length ? (
          <CardTable
            rows={rows}
            columns={columns}
            rowKey={(c) => c._id}
            minWidth="40rem"
            actions={(c) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" onClick={() => setGiving(c)}>
                  {t(/*i18n*/ 'Find student')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setSetting(c)}>
                  {t(/*i18n*/ 'Set aside')}
                </Button>
              </Group>
            )}
          />
        ) : (
          <Text size="sm">{t(/*i18n*/ 'Every UPI credit is accounted for.')}</Text>
        )}
      </Stack>
      {giving ? <GiveToStudent credit={giving} onClose={() => setGiving(null)} /> : null}
      <ConfirmDialog
        opened={setting !== null}
        title={t(/*i18n*/ 'Set this credit aside?')}
        confirmLabel={t(/*i18n*/ 'Set aside')}
        reason={{ description: t(/*i18n*/ 'Not a fee: a donation, a refund. The reason is kept.'), required: true }}
        loading={dismiss.isPending}
        onClose={() => setSetting(null)}
        onConfirm={(reason) => setting && dismiss.mutate({ creditId: setting._id, reason: reason ?? '' })}
      >
        {setting
          ? t(/*i18n*/ '{amount} credited on {date}, UTR {utr}.', {
              amount: formatRupees(setting.amount),
              date: formatDate(setting.creditedOn),
              utr: setting.utr,
            })
          : null}
      </ConfirmDialog>
    </Paper>
  );
}
