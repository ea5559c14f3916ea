import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import {
  FEE_MESSAGES,
  feeReportsApi,
  PAYMENT_MODE_LABELS,
  REPORT_MESSAGES,
  type CashSummary,
} from '@school-portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/CardTable';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate, formatRupees } from '../../../lib/format';
import { hrefOf, paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { msg, t, useT } from '../../../lib/i18n';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { dayParam } from '../components/report-dates';
import { receiptStatusText } from '../components/receipt-status';
import { MoneyWithNote } from '../components/MoneyWithNote';
import { ReportPanel } from '../components/ReportPanel';
import { exportCashSummary } from '../api/downloads';
import { DateField } from '../../../components/DateField';

type ModeTotal = CashSummary['byMode'][number];
type Withdrawn = CashSummary['withdrawn'][number];

const modeColumns: Column<ModeTotal>[] = [
  { header: msg(/*i18n*/ 'Mode'), primary: true, cell: (m) => t(PAYMENT_MODE_LABELS[m.mode]) },
  { header: msg(/*i18n*/ 'Receipts'), numeric: true, cell: (m) => m.receipts },
  { header: msg(/*i18n*/ 'Amount'), numeric: true, cell: (m) => formatRupees(m.amount) },
];

const withdrawnColumns: Column<Withdrawn>[] = [
  {
    header: msg(/*i18n*/ 'Receipt'),
    primary: true,
    cell: (w) => (
      <Anchor component={Link} to={hrefOf(paths.instituteUser.receipt, w._id)}>
        {w.receiptNo}
      </Anchor>
    ),
  },
  { header: msg(/*i18n*/ 'Student'), cell: (w) => w.studentName },
  { header: msg(/*i18n*/ 'Paid on'), cell: (w) => formatDate(w.paidOn) },
  { header: msg(/*i18n*/ 'Mode'), cell: (w) => t(PAYMENT_MODE_LABELS[w.mode]) },
  { header: msg(/*i18n*/ 'Amount'), numeric: true, cell: (w) => formatRupees(w.amount) },
  { header: msg(/*i18n*/ 'Collected by'), cell: (w) => w.collectedBy },
  {
    header: msg(/*i18n*/ 'Status'),
    cell: (w) => (
      <Badge color="red" variant="light">
        {receiptStatusText(w.status)}
      </Badge>
    ),
  },
  { header: msg(/*i18n*/ 'Reason'), cell: (w) => `${w.reason ?? ''}${w.cancelledBy ? ` (${w.cancelledBy})` : ''}` },
];

/** The day-end hand-over: what each clerk collected, by mode, and the receipts withdrawn that day. */
export function CashSummaryPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const date = dayParam(params, 'date', () => dayjs());
  const summary = useQuery({
    ...endpointQuery(feeReportsApi.cashSummary, { query: { date } }),
    placeholderData: keepPreviousData,
  });
  const s = summary.data;
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Day-End Cash Summary')}
        description={t(/*i18n*/ 'What each clerk collected on the day, by payment mode, to hand over.')}
        actions={<ExportCsvButton onExport={() => exportCashSummary(date)} />}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateField
              label={t(/*i18n*/ 'Day')}
              value={date}
              onChange={(day) => day && setParams({ date: day }, { replace: true })}
              miw={160}
            />
            {s ? (
              <SimpleGrid cols={2} spacing="xl" ml={{ sm: 'auto' }}>
                <LabeledValue
                  label={t(/*i18n*/ 'Collected')}
                  value={
                    <MoneyWithNote
                      amount={s.total}
                      note={t(/*i18n*/ 'incl. late fees {amount}', { amount: formatRupees(s.lateFees) })}
                      strong
                    />
                  }
                />
                <LabeledValue
                  label={t(/*i18n*/ 'Receipts')}
                  value={
                    <Text fw={700} fz="xl" span>
                      {s.receipts}
                    </Text>
                  }
                />
              </SimpleGrid>
            ) : null}
          </Group>
        </Paper>
        {summary.isPending ? (
          <Loading label={t(/*i18n*/ 'Loading the cash summary')} />
        ) : summary.isError || !s ? (
          <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void summary.refetch()} />
        ) : (
          <>
            {s.collectors.length === 0 ? (
              <Paper withBorder radius="md" p="md">
                <Text c="dimmed" ta="center" py="md">
                  {t(REPORT_MESSAGES.noCashToday)}
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
                    footer={[t(/*i18n*/ 'Total'), c.receipts, formatRupees(c.amount)]}
                    empty={t(REPORT_MESSAGES.noCashToday)}
                    minWidth="18rem"
                  />
                ))}
                {s.collectors.length > 1 ? (
                  <ReportPanel
                    title={t(/*i18n*/ 'All clerks')}
                    rows={s.byMode}
                    columns={modeColumns}
                    rowKey={(m) => m.mode}
                    footer={[t(/*i18n*/ 'Total'), s.receipts, formatRupees(s.total)]}
                    empty={t(REPORT_MESSAGES.noCashToday)}
                    minWidth="18rem"
                  />
                ) : null}
              </SimpleGrid>
            )}
            {s.withdrawn.length ? (
              <ReportPanel
                title={t(/*i18n*/ 'Cancelled and bounced (not in the totals)')}
                rows={s.withdrawn}
                columns={withdrawnColumns}
                rowKey={(w) => w._id}
                empty=""
                minWidth="56rem"
              />
            ) : (
              <Title order={2} size="h6" c="dimmed">
                {t(/*i18n*/ 'No receipt was cancelled or bounced on {date}.', { date: formatDate(date) })}
              </Title>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
