import { useState } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FEE_MESSAGES, feesApi, PAYMENT_MODE_LABELS, formatPhone, todayInIndia } from '@school-portal/contract';
import { receiptStatusText } from '../components/receipt-status';
import { useQuery } from '@tanstack/react-query';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate, formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { hrefOf, paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { PaymentForm } from '../components/PaymentForm';
import { StudentFinder } from '../components/StudentFinder';
import { TuitionCertificateButton } from '../components/TuitionCertificateButton';

/** The fee counter: find the student, see what is due, take the payment, print the receipt. */
export function CollectFeePage() {
  const [studentId, setStudentId] = useState<string | null>(null);
  // Late fees are counted to the payment date; a half-typed date keeps the last whole one.
  const [paidOn, setPaidOn] = useState(todayInIndia);
  const dues = useQuery({
    ...endpointQuery(feesApi.dues, { params: { studentId: studentId ?? '' }, query: { on: paidOn } }),
    enabled: !!studentId,
    // The form stays on screen while a new payment date's dues load.
    placeholderData: (previous) => (previous?.student._id === studentId ? previous : undefined),
  });
  const navigate = useNavigate();
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Collect Fee')}
        description={t(/*i18n*/ 'Find the student, choose what the payment settles, and print the receipt.')}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <StudentFinder onPick={setStudentId} />
        </Paper>
        {studentId && dues.isPending ? <Loading label={t(/*i18n*/ 'Loading dues')} /> : null}
        {dues.isError ? <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void dues.refetch()} /> : null}
        {dues.data ? (
          <>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={2} size="h4">
                  {dues.data.student.name}
                </Title>
                <Anchor component={Link} to={hrefOf(paths.instituteUser.feeCard, dues.data.student._id)} size="sm">
                  {t(/*i18n*/ 'Fee card')}
                </Anchor>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <LabeledValue label={t(/*i18n*/ 'Admission number')} value={dues.data.student.admissionNumber} />
                <LabeledValue
                  label={t(/*i18n*/ 'Class')}
                  value={`${dues.data.student.className} ${dues.data.student.sectionName}`}
                />
                <LabeledValue
                  label={t(/*i18n*/ 'Guardian')}
                  value={`${dues.data.student.guardianName}, ${formatPhone(dues.data.student.guardianPhone)}`}
                />
                <LabeledValue
                  label={t(/*i18n*/ 'Balance for the year')}
                  value={
                    dues.data.totalLateFeeDue > 0
                      ? t(/*i18n*/ '{total} (incl. late fees {lateFees})', {
                          total: formatRupees(dues.data.totalDue + dues.data.totalLateFeeDue),
                          lateFees: formatRupees(dues.data.totalLateFeeDue),
                        })
                      : formatRupees(dues.data.totalDue)
                  }
                />
              </SimpleGrid>
              <TuitionCertificateButton
                studentId={dues.data.student._id}
                admissionNumber={dues.data.student.admissionNumber}
              />
            </Paper>
            <PaymentForm
              key={studentId}
              dues={dues.data}
              paidOn={paidOn}
              onPaidOnChange={(day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && setPaidOn(day)}
              onCollected={(id) => void navigate(hrefOf(paths.instituteUser.receipt, id))}
            />
            {dues.data.receipts.length ? (
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4" mb="sm">
                  {t(/*i18n*/ 'Receipts')}
                </Title>
                <Stack gap={6}>
                  {dues.data.receipts.map((r) => (
                    <Group key={r._id} justify="space-between" wrap="wrap">
                      <Anchor component={Link} to={hrefOf(paths.instituteUser.receipt, r._id)}>
                        {r.receiptNo}
                      </Anchor>
                      <Text size="sm">
                        {formatDate(r.paidOn)} · {t(PAYMENT_MODE_LABELS[r.mode])} · {formatRupees(r.amount)}
                      </Text>
                      {r.status !== 'active' ? <Badge color="red">{receiptStatusText(r.status)}</Badge> : null}
                    </Group>
                  ))}
                </Stack>
              </Paper>
            ) : null}
          </>
        ) : null}
      </Stack>
    </>
  );
}
