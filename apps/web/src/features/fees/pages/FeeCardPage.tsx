import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FEE_MESSAGES, feeReportsApi, PAYMENT_MODE_LABELS, type Due, type FeeCard } from '@school-portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/CardTable';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate, formatRupees } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { GuardianLinkPanel } from '../components/GuardianLinkPanel';
import { lessRupees, MoneyWithNote } from '../components/MoneyWithNote';
import { ReportPanel } from '../components/ReportPanel';
import classes from './FeeCardPage.module.css';
import { endpointQuery } from '../../../lib/endpoint-query';

type CardReceipt = FeeCard['receipts'][number];

const dueColumns: Column<Due>[] = [
  { header: 'Fee head', primary: true, cell: (d) => `${d.headName} · ${d.label}` },
  { header: 'Due date', cell: (d) => formatDate(d.dueDate) },
  { header: 'Amount', numeric: true, cell: (d) => formatRupees(d.amount) },
  { header: 'Paid', numeric: true, cell: (d) => formatRupees(d.paid) },
  { header: 'Due', numeric: true, cell: (d) => (d.due > 0 ? <Text fw={700} span>{formatRupees(d.due)}</Text> : formatRupees(0)) },
];

const receiptColumns: Column<CardReceipt>[] = [
  {
    header: 'Receipt',
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={routes.instituteUser.receipt.href(r._id)}>
        {r.receiptNo}
      </Anchor>
    ),
  },
  { header: 'Year', cell: (r) => r.academicYear },
  { header: 'Paid on', cell: (r) => formatDate(r.paidOn) },
  { header: 'Mode', cell: (r) => PAYMENT_MODE_LABELS[r.mode] },
  { header: 'Amount', numeric: true, cell: (r) => formatRupees(r.amount) },
  { header: 'Status', cell: (r) => (r.status === 'active' ? 'Stands' : <Badge color="red" variant="light">{r.status}</Badge>) },
];

/** A student's fees over the years: each year's instalments with what was paid, and every receipt. Printable. */
export function FeeCardPage() {
  const studentId = useParams().id ?? '';
  const card = useQuery(endpointQuery(feeReportsApi.feeCard, { params: { studentId } }));
  if (card.isPending) return <Loading label="Loading the fee card" />;
  if (card.isError) return <LoadError message={FEE_MESSAGES.studentNotFound} onRetry={() => void card.refetch()} />;
  const c = card.data;
  return (
    <>
      <PageHeader
        title="Student Fee Card"
        actions={
          <Group className={classes.noPrint}>
            <Button variant="default" component={Link} to={routes.instituteUser.collectFee.path}>
              Collect fee
            </Button>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
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
            <LabeledValue label="Admission number" value={c.student.admissionNumber} />
            <LabeledValue label="Class" value={`${c.student.className} ${c.student.sectionName}`} />
            <LabeledValue label="Guardian" value={`${c.student.guardianName}, ${c.student.guardianPhone}`} />
            <LabeledValue label="Charged" value={formatRupees(c.amount)} />
            <LabeledValue label="Paid" value={<MoneyWithNote amount={c.paid} note="incl. late fees" noteAmount={c.lateFeesPaid} testId="fee-card-paid" />} />
            <LabeledValue
              label="Due"
              value={
                <>
                  <Text fw={700} span data-testid="fee-card-due">
                    {formatRupees(c.due)}
                  </Text>
                  {c.lateFeesDue > 0 ? <Text size="xs" c="dimmed">+ late fees {formatRupees(c.lateFeesDue)}</Text> : null}
                </>
              }
            />
          </SimpleGrid>
        </Paper>
        <div className={classes.noPrint}>
          <GuardianLinkPanel studentId={c.student._id} name={c.student.name} />
        </div>
        {c.years.length === 0 ? <Text c="dimmed">{FEE_MESSAGES.noStructure}</Text> : null}
        {c.years.map((y) => (
          <ReportPanel
            // A year has two entries when the student moved class during it (decision 016).
            key={`${y.academicYearId} ${y.className}`}
            title={`${y.name} · ${y.className}`}
            rows={y.dues}
            columns={dueColumns}
            rowKey={(d) => d.instalmentId}
            // The table is the instalments themselves; what paid their late fees is named apart, so the year still adds up to its receipts.
            footer={['Total', '', formatRupees(y.amount), formatRupees(lessRupees(y.paid, y.lateFeesPaid)), formatRupees(y.due)]}
            note={y.lateFeesPaid > 0 || y.lateFeesDue > 0 ? `Late fees: paid ${formatRupees(y.lateFeesPaid)}, due ${formatRupees(y.lateFeesDue)}. Paid in all ${formatRupees(y.paid)}.` : undefined}
            empty={FEE_MESSAGES.noStructure}
            minWidth="40rem"
          />
        ))}
        <ReportPanel title="Receipts" rows={c.receipts} columns={receiptColumns} rowKey={(r) => r._id} empty="No receipts yet." minWidth="40rem" />
      </Stack>
    </>
  );
}
