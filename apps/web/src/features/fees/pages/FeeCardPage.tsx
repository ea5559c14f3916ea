import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  FEE_MESSAGES,
  feeReportsApi,
  instalmentLabelIn,
  PAYMENT_MODE_LABELS,
  type Due,
  type FeeCard,
} from '@school-portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/CardTable';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate, formatRupees } from '../../../lib/format';
import { hrefOf, paths } from '../../../lib/paths';
import { GuardianLinkPanel } from '../components/GuardianLinkPanel';
import { lessRupees, MoneyWithNote } from '../components/MoneyWithNote';
import { ReportPanel } from '../components/ReportPanel';
import classes from './FeeCardPage.module.css';
import { endpointQuery } from '../../../lib/endpoint-query';
import { msg, t, useT } from '../../../lib/i18n';
import { receiptStatusText } from '../components/receipt-status';

type CardReceipt = FeeCard['receipts'][number];

const dueColumns: Column<Due>[] = [
  { header: msg(/*i18n*/ 'Fee head'), primary: true, cell: (d) => `${d.headName} · ${instalmentLabelIn(t, d.label)}` },
  { header: msg(/*i18n*/ 'Due date'), cell: (d) => formatDate(d.dueDate) },
  { header: msg(/*i18n*/ 'Amount'), numeric: true, cell: (d) => formatRupees(d.amount) },
  { header: msg(/*i18n*/ 'Paid'), numeric: true, cell: (d) => formatRupees(d.paid) },
  {
    header: msg(/*i18n*/ 'Due'),
    numeric: true,
    cell: (d) =>
      d.due > 0 ? (
        <Text fw={700} span>
          {formatRupees(d.due)}
        </Text>
      ) : (
        formatRupees(0)
      ),
  },
];

const receiptColumns: Column<CardReceipt>[] = [
  {
    header: msg(/*i18n*/ 'Receipt'),
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={hrefOf(paths.instituteUser.receipt, r._id)}>
        {r.receiptNo}
      </Anchor>
    ),
  },
  { header: msg(/*i18n*/ 'Year'), cell: (r) => r.academicYear },
  { header: msg(/*i18n*/ 'Paid on'), cell: (r) => formatDate(r.paidOn) },
  { header: msg(/*i18n*/ 'Mode'), cell: (r) => t(PAYMENT_MODE_LABELS[r.mode]) },
  { header: msg(/*i18n*/ 'Amount'), numeric: true, cell: (r) => formatRupees(r.amount) },
  {
    header: msg(/*i18n*/ 'Status'),
    cell: (r) =>
      r.status === 'active' ? (
        receiptStatusText(r.status)
      ) : (
        <Badge color="red" variant="light">
          {receiptStatusText(r.status)}
        </Badge>
      ),
  },
];

/** A student's fees over the years: each year's instalments with what was paid, and every receipt. Printable. */
export function FeeCardPage() {
  const t = useT();
  const studentId = useParams().id ?? '';
  const card = useQuery(endpointQuery(feeReportsApi.feeCard, { params: { studentId } }));
  if (card.isPending) return <Loading label={t(/*i18n*/ 'Loading the fee card')} />;
  if (card.isError) return <LoadError message={t(FEE_MESSAGES.studentNotFound)} onRetry={() => void card.refetch()} />;
  const c = card.data;
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Student Fee Card')}
        actions={
          <Group className={classes.noPrint}>
            <Button variant="default" component={Link} to={paths.instituteUser.collectFee}>
              {t(/*i18n*/ 'Collect fee')}
            </Button>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t(/*i18n*/ 'Print')}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg" className={classes.sheet}>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h3" mb="sm">
            {c.student.name}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <LabeledValue label={t(/*i18n*/ 'Admission number')} value={c.student.admissionNumber} />
            <LabeledValue label={t(/*i18n*/ 'Class')} value={`${c.student.className} ${c.student.sectionName}`} />
            <LabeledValue
              label={t(/*i18n*/ 'Guardian')}
              value={`${c.student.guardianName}, ${c.student.guardianPhone}`}
            />
            <LabeledValue label={t(/*i18n*/ 'Charged')} value={formatRupees(c.amount)} />
            <LabeledValue
              label={t(/*i18n*/ 'Paid')}
              value={
                <MoneyWithNote
                  amount={c.paid}
                  note={t(/*i18n*/ 'incl. late fees {amount}', { amount: formatRupees(c.lateFeesPaid) })}
                  testId="fee-card-paid"
                />
              }
            />
            <LabeledValue
              label={t(/*i18n*/ 'Due')}
              value={
                <>
                  <Text fw={700} span data-testid="fee-card-due">
                    {formatRupees(c.due)}
                  </Text>
                  {c.lateFeesDue > 0 ? (
                    <Text size="xs" c="dimmed">
                      {t(/*i18n*/ '+ late fees {amount}', { amount: formatRupees(c.lateFeesDue) })}
                    </Text>
                  ) : null}
                </>
              }
            />
          </SimpleGrid>
        </Paper>
        <div className={classes.noPrint}>
          <GuardianLinkPanel studentId={c.student._id} name={c.student.name} />
        </div>
        {c.years.length === 0 ? <Text c="dimmed">{t(FEE_MESSAGES.noStructure)}</Text> : null}
        {c.years.map((y) => (
          <ReportPanel
            // A year has two entries when the student moved class during it (decision 016).
            key={`${y.academicYearId} ${y.className}`}
            title={`${y.name} · ${y.className}`}
            rows={y.dues}
            columns={dueColumns}
            rowKey={(d) => d.instalmentId}
            // The table is the instalments themselves; what paid their late fees is named apart, so the year still adds up to its receipts.
            footer={[
              t(/*i18n*/ 'Total'),
              '',
              formatRupees(y.amount),
              formatRupees(lessRupees(y.paid, y.lateFeesPaid)),
              formatRupees(y.due),
            ]}
            note={
              y.lateFeesPaid > 0 || y.lateFeesDue > 0
                ? t(/*i18n*/ 'Late fees: paid {paid}, due {due}. Paid in all {total}.', {
                    paid: formatRupees(y.lateFeesPaid),
                    due: formatRupees(y.lateFeesDue),
                    total: formatRupees(y.paid),
                  })
                : undefined
            }
            empty={t(FEE_MESSAGES.noStructure)}
            minWidth="40rem"
          />
        ))}
        <ReportPanel
          title={t(/*i18n*/ 'Receipts')}
          rows={c.receipts}
          columns={receiptColumns}
          rowKey={(r) => r._id}
          empty={t(/*i18n*/ 'No receipts yet.')}
          minWidth="40rem"
        />
      </Stack>
    </>
  );
}
