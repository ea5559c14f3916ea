import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { FEE_MESSAGES, feeReportsApi, PAYMENT_MODE_LABELS, REPORT_MESSAGES, type CashSummary } from '@school-portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/CardTable';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate, formatRupees } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { endpointQuery } from '../../../lib/endpoint-query';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { dayParam } from '../components/report-dates';
import { MoneyWithNote } from '../components/MoneyWithNote';
import { ReportPanel } from '../components/ReportPanel';
import { exportCashSummary } from '../api/downloads';
import { DateField } from '../../../components/DateField';

type ModeTotal = CashSummary['byMode'][number];
type Withdrawn = CashSummary['withdrawn'][number];

const modeColumns: Column<ModeTotal>[] = [
  { header: 'Mode', primary: true, cell: (m) => PAYMENT_MODE_LABELS[m.mode] },
  { header: 'Receipts', numeric: true, cell: (m) => m.receipts },
  { header: 'Amount', numeric: true, cell: (m) => formatRupees(m.amount) },
];

const withdrawnColumns: Column<Withdrawn>[] = [
  {
    header: 'Receipt',
    primary: true,
    cell: (w) => (
      <Anchor component={Link} to={routes.instituteUser.receipt.href(w._id)}>
        {w.receiptNo}
      </Anchor>
    ),
  },
  { header: 'Student', cell: (w) => w.studentName },
  { header: 'Paid on', cell: (w) => formatDate(w.paidOn) },
  { header: 'Mode', cell: (w) => PAYMENT_MODE_LABELS[w.mode] },
  { header: 'Amount', numeric: true, cell: (w) => formatRupees(w.amount) },
  { header: 'Collected by', cell: (w) => w.collectedBy },
  { header: 'Status', cell: (w) => <Badge color="red" variant="light">{w.status}</Badge> },
  { header: 'Reason', cell: (w) => `${w.reason ?? ''}${w.cancelledBy ? ` (${w.cancelledBy})` : ''}` },
];

/** The day-end hand-over: what each clerk collected, by mode, and the receipts withdrawn that day. */
export function CashSummaryPage() {
  const [params, setParams] = useSearchParams();
  const date = dayParam(params, 'date', () => dayjs());
  const summary = useQuery({ ...endpointQuery(feeReportsApi.cashSummary, { query: { date } }), placeholderData: keepPreviousData });
  const s = summary.data;
  return (
    <>
      <PageHeader title="Day-End Cash Summary" description="What each clerk collected on the day, by payment mode, to hand over." actions={<ExportCsvButton onExport={() => exportCashSummary(date)} />} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateField label="Day" value={date} onChange={(day) => day && setParams({ date: day }, { replace: true })} miw={160} />
            {s ? (
              <SimpleGrid cols={2} spacing="xl" ml={{ sm: 'auto' }}>
                <LabeledValue label="Collected" value={<MoneyWithNote amount={s.total} note="incl. late fees" noteAmount={s.lateFees} strong />} />
                <LabeledValue label="Receipts" value={<Text fw={700} fz="xl" span>{s.receipts}</Text>} />
              </SimpleGrid>
            ) : null}
          </Group>
        </Paper>
        {summary.isPending ? (
          <Loading label="Loading the cash summary" />
        ) : summary.isError || !s ? (
          <LoadError message={FEE_MESSAGES.loadFailed} onRetry={() => void summary.refetch()} />
        ) : (
          <>
            {s.collectors.length === 0 ? (
              <Paper withBorder radius="md" p="md">
                <Text c="dimmed" ta="center" py="md">
                  {REPORT_MESSAGES.noCashToday}
                </Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {s.collectors.map((c) => (
                  <ReportPanel
                    key={c.collectorId}
                    title={c.name}
                    rows={c.byMode}
                    columns={modeColumns}
                    rowKey={(m) => m.mode}
                    footer={['Total', c.receipts, formatRupees(c.amount)]}
                    empty={REPORT_MESSAGES.noCashToday}
                    minWidth="18rem"
                  />
                ))}
                {s.collectors.length > 1 ? (
                  <ReportPanel title="All clerks" rows={s.byMode} columns={modeColumns} rowKey={(m) => m.mode} footer={['Total', s.receipts, formatRupees(s.total)]} empty={REPORT_MESSAGES.noCashToday} minWidth="18rem" />
                ) : null}
              </SimpleGrid>
            )}
            {s.withdrawn.length ? (
              <ReportPanel
                title="Cancelled and bounced (not in the totals)"
                rows={s.withdrawn}
                columns={withdrawnColumns}
                rowKey={(w) => w._id}
                empty=""
                minWidth="56rem"
              />
            ) : (
              <Title order={2} size="h6" c="dimmed">
                No receipt was cancelled or bounced on {formatDate(date)}.
              </Title>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
