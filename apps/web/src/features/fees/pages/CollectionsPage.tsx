import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import {
  FEE_MESSAGES,
  feeReportsApi,
  PAYMENT_MODE_LABELS,
  REPORT_MESSAGES,
  type CollectionsReport,
} from '@school-portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/CardTable';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { msg, t, useT } from '../../../lib/i18n';
import { CollectionsChart } from '../components/CollectionsChart';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { dayParam } from '../components/report-dates';
import { MoneyWithNote } from '../components/MoneyWithNote';
import { ReportPanel } from '../components/ReportPanel';
import { exportCollections } from '../api/downloads';
import { DateField } from '../../../components/DateField';

type Day = CollectionsReport['byDay'][number];
type Mode = CollectionsReport['byMode'][number];
type Head = CollectionsReport['byHead'][number];

const amount = { header: msg(/*i18n*/ 'Amount'), numeric: true };
const dayColumns: Column<Day>[] = [
  { header: msg(/*i18n*/ 'Date'), primary: true, cell: (d) => formatDate(d.date) },
  { header: msg(/*i18n*/ 'Receipts'), numeric: true, cell: (d) => d.receipts },
  { ...amount, cell: (d) => formatRupees(d.amount) },
];
const modeColumns: Column<Mode>[] = [
  { header: msg(/*i18n*/ 'Mode'), primary: true, cell: (m) => t(PAYMENT_MODE_LABELS[m.mode]) },
  { header: msg(/*i18n*/ 'Receipts'), numeric: true, cell: (m) => m.receipts },
  { ...amount, cell: (m) => formatRupees(m.amount) },
];
const headColumns: Column<Head>[] = [
  { header: msg(/*i18n*/ 'Fee head'), primary: true, cell: (h) => h.headName },
  { header: msg(/*i18n*/ 'Receipts'), numeric: true, cell: (h) => h.receipts },
  { ...amount, cell: (h) => formatRupees(h.amount) },
];

/** What was collected between two days, by day, mode and head, for the office and the accounts. */
export function CollectionsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const from = dayParam(params, 'from', () => dayjs().startOf('month'));
  const to = dayParam(params, 'to', () => dayjs());
  const backwards = to < from;
  const range = { from, to };
  const report = useQuery({
    ...endpointQuery(feeReportsApi.collections, { query: range }),
    placeholderData: keepPreviousData,
    enabled: !backwards,
  });
  const setRange = (key: 'from' | 'to', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('from', from);
        next.set('to', to);
        if (value) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const refused =
    report.error instanceof ApiError && report.error.status === 400
      ? (report.error.fieldErrors.to ?? report.error.fieldErrors.from ?? report.error.message)
      : null;
  const r = report.data;
  const totalRow = (receipts: number | string) => [t(/*i18n*/ 'Total'), receipts, formatRupees(r?.total ?? 0)];

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Fee Collections')}
        description={t(/*i18n*/ 'Receipts that stand (not cancelled, not bounced), by payment date.')}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateField label={t(/*i18n*/ 'From')} value={from} onChange={(day) => setRange('from', day)} miw={160} />
            <DateField
              label={t(/*i18n*/ 'To')}
              value={to}
              onChange={(day) => setRange('to', day)}
              miw={160}
              error={backwards ? t(REPORT_MESSAGES.rangeBackwards) : refused ? t(refused) : undefined}
            />
            {r ? (
              <SimpleGrid cols={2} spacing="xl" ml={{ sm: 'auto' }}>
                <LabeledValue
                  label={t(/*i18n*/ 'Collected')}
                  value={
                    <MoneyWithNote
                      amount={r.total}
                      note={t(/*i18n*/ 'incl. late fees {amount}', { amount: formatRupees(r.lateFees) })}
                      strong
                      testId="collections-total"
                    />
                  }
                />
                <LabeledValue
                  label={t(/*i18n*/ 'Receipts')}
                  value={
                    <Text fw={700} fz="xl" span>
                      {r.receipts}
                    </Text>
                  }
                />
              </SimpleGrid>
            ) : null}
          </Group>
        </Paper>
        {backwards || refused ? null : report.isPending ? (
          <Loading label={t(/*i18n*/ 'Loading collections')} />
        ) : report.isError || !r ? (
          <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void report.refetch()} />
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t(/*i18n*/ 'Collections by day')}
              </Title>
              {r.receipts === 0 ? (
                <Alert color="gray">{t(REPORT_MESSAGES.noCollections)}</Alert>
              ) : (
                <CollectionsChart days={r.byDay} />
              )}
            </Paper>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ReportPanel
                title={t(/*i18n*/ 'By payment mode')}
                action={<ExportCsvButton onExport={() => exportCollections(range, 'mode')} />}
                rows={r.byMode}
                columns={modeColumns}
                rowKey={(m) => m.mode}
                footer={totalRow(r.receipts)}
                empty={t(REPORT_MESSAGES.noCollections)}
                minWidth="20rem"
              />
              <ReportPanel
                title={t(/*i18n*/ 'By fee head')}
                action={<ExportCsvButton onExport={() => exportCollections(range, 'head')} />}
                rows={r.byHead}
                columns={headColumns}
                rowKey={(h) => h.headName}
                footer={totalRow('')}
                empty={t(REPORT_MESSAGES.noCollections)}
                minWidth="20rem"
              />
            </SimpleGrid>
            <ReportPanel
              title={t(/*i18n*/ 'By day')}
              action={<ExportCsvButton onExport={() => exportCollections(range, 'day')} />}
              rows={r.byDay.filter((d) => d.receipts > 0)}
              columns={dayColumns}
              rowKey={(d) => d.date}
              footer={totalRow(r.receipts)}
              empty={t(REPORT_MESSAGES.noCollections)}
              minWidth="20rem"
            />
          </>
        )}
      </Stack>
    </>
  );
}
