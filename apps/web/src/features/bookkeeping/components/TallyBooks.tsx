import { useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKKEEPING_MESSAGES, bookkeepingApi, todayInIndia, type Ledgers } from '@school-portal/contract';
import { DateField } from '../../../components/DateField';
import { ApiError, call, errorMessage } from '../../../lib/api-client';
import { callFile } from '../../../lib/api-file';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { useMe } from '../../../lib/use-me';

/** The ledger names, set once by the institute admin; the clerk reads where the money goes. */
function LedgerNames({ ledgers }: { ledgers: Ledgers }) {
  const t = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const canEdit = me.data?.role === 'instituteAdmin';
  const [values, setValues] = useState(ledgers);
  useEffect(() => setValues(ledgers), [ledgers]);
  const save = useMutation({
    mutationFn: () =>
      call(bookkeepingApi.setLedgers, {
        body: {
          cash: values.cash,
          bank: values.bank,
          lateFee: values.lateFee,
          heads: values.heads.map(({ headId, ledger }) => ({ headId, ledger })),
        },
      }),
    onSuccess: () => notify({ color: 'teal', message: t(BOOKKEEPING_MESSAGES.ledgersSaved) }),
    onSettled: () => invalidate(queryClient, bookkeepingApi.ledgers),
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const field = (key: 'cash' | 'bank' | 'lateFee', label: string) => (
    <TextInput
      label={label}
      value={values[key]}
      readOnly={!canEdit}
      error={errors[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
      }}
    />
  );
  return (
    <Stack gap="xs">
      <Text fw={600}>{t(/*i18n*/ 'Ledgers in Tally')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {field('cash', t(/*i18n*/ 'Cash receipts go to'))}
        {field('bank', t(/*i18n*/ 'UPI, cheque, card and bank transfer go to'))}
        {field('lateFee', t(/*i18n*/ 'Late fees go to'))}
        {values.heads.map((h, i) => (
          <TextInput
            key={h.headId}
            label={t(/*i18n*/ '{head} goes to', { head: h.headName })}
            value={h.ledger}
            readOnly={!canEdit}
            error={errors[`heads.${i}.ledger`]}
            onChange={(e) => {
              const ledger = e.currentTarget.value;
              setValues((v) => ({ ...v, heads: v.heads.map((x) => (x.headId === h.headId ? { ...x, ledger } : x)) }));
            }}
          />
        ))}
      </SimpleGrid>
      {canEdit ? (
        <Group>
          <Button variant="default" loading={save.isPending} onClick={() => save.mutate()}>
            {t(/*i18n*/ 'Save ledger names')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'The institute admin sets the ledger names.')}
        </Text>
      )}
    </Stack>
  );
}

/** The period's receipts for the accountant: Tally Prime's import file, or CSV for other accounting software. */
export function TallyBooks() {
  const t = useT();
  // The school's day, not the browser's: a computer set to UTC would otherwise offer yesterday until 05:30.
  const today = todayInIndia();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const ledgers = useQuery(endpointQuery(bookkeepingApi.ledgers));
  const download = useMutation({
    mutationFn: (format: 'xml' | 'csv') => callFile(bookkeepingApi.exportAccounts, { query: { from, to, format } }),

    onSuccess: (blob, format) => saveBlob(blob, `fee-receipts-${from}-to-${to}.${format}`),
    onError: (err) => notify({ color: 'red', message: errorMessage(err, t(/*i18n*/ 'Could not make the export.')) }),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(/*i18n*/ 'Books for the accountant')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            /*i18n*/ 'Each receipt becomes a receipt voucher; a cancelled or bounced receipt becomes a payment voucher on the day it was cancelled. In Tally Prime: Import, Transactions.',
          )}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <DateField label={t(/*i18n*/ 'From')} value={from} onChange={setFrom} max={to} />
          <DateField label={t(/*i18n*/ 'To')} value={to} onChange={setTo} min={from} />
          <Button loading={download.isPending && download.variables === 'xml'} onClick={() => download.mutate('xml')}>
            {t(/*i18n*/ 'Download for Tally (XML)')}
          </Button>
          <Button
            variant="default"
            loading={download.isPending && download.variables === 'csv'}
            onClick={() => download.mutate('csv')}
          >
            {t(/*i18n*/ 'Download CSV')}
          </Button>
        </Group>
        {ledgers.data ? <LedgerNames ledgers={ledgers.data} /> : null}
      </Stack>
    </Paper>
  );
}
