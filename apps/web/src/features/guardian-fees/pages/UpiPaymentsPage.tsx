import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { GUARDIAN_FEE_MESSAGES, guardianFeesApi, type Claim, type Receipt } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { msg, t, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { useDecideClaim } from '../api/decide-claim';

const PAGE_SIZE = 25;

const columns: Column<Claim>[] = [
  {
    header: msg(/*i18n*/ 'Student'),
    primary: true,
    // A family's payment names every child it is split across, each with their receipt once confirmed.
    cell: (c) =>
      c.family ? (
        <Stack gap={2}>
          {c.family.children.map((child) => {
            const share = c.family?.shares.find((s) => s.studentId === child._id);
            return (
              <Text key={child._id} size="sm" span>
                <Anchor component={Link} to={hrefOf(paths.instituteUser.feeCard, child._id)} fw={600}>
                  {child.name}
                </Anchor>
                {share ? ` · ${formatRupees(share.amount)} · ${share.receiptNo}` : ''}
              </Text>
            );
          })}
          <Text size="xs" c="dimmed" span>
            {t(/*i18n*/ 'One payment for the family, oldest dues first')}
          </Text>
        </Stack>
      ) : (
        <Anchor component={Link} to={hrefOf(paths.instituteUser.feeCard, c.student._id)} fw={600}>
          {c.student.name}
        </Anchor>
      ),
  },
  { header: msg(/*i18n*/ 'Class'), cell: (c) => (c.family ? '' : `${c.student.className} ${c.student.sectionName}`) },
  {
    header: msg(/*i18n*/ 'Amount'),
    numeric: true,
    cell: (c) => (
      <Text fw={700} span>
        {formatRupees(c.amount)}
      </Text>
    ),
  },
  {
    header: msg(/*i18n*/ 'UTR'),
    cell: (c) => (
      <Text ff="monospace" size="sm" span>
        {c.utr}
      </Text>
    ),
  },
  {
    header: msg(/*i18n*/ 'Reference'),
    cell: (c) => (
      <Text ff="monospace" size="sm" span>
        {c.reference}
      </Text>
    ),
  },
  { header: msg(/*i18n*/ 'Sent'), cell: (c) => formatDateTime(c.createdAt) },
];

/** "UPI payments to confirm": what guardians say they paid, checked by the clerk against the bank statement. */
export function UpiPaymentsPage() {
  const t = useT();
  const params = useListSearchParams({});
  const query = useQuery({
    ...endpointQuery(guardianFeesApi.claims, { query: { page: params.page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const decide = useDecideClaim();
  const [asking, setAsking] = useState<{ claim: Claim; reject: boolean } | null>(null);
  const done = (answer: Receipt | { message: string }) => {
    setAsking(null);
    notify({
      color: 'teal',
      message:
        'receiptNo' in answer ? `${t(GUARDIAN_FEE_MESSAGES.claimConfirmed)} ${answer.receiptNo}` : answer.message,
    });
  };
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'UPI payments to confirm')}
        description={t(
          /*i18n*/ 'Payments guardians made by UPI from their fee page link. Find each UTR on the bank statement, then confirm (a receipt is issued) or reject with the reason.',
        )}
      />
      <DataTable
        query={query}
        list={{ ...params, narrowed: false }}
        pageSize={PAGE_SIZE}
        columns={columns}
        rowKey={(c) => c._id}
        texts={{
          loading: t(/*i18n*/ 'Loading UPI payments…'),
          empty: t(/*i18n*/ 'No UPI payments waiting.'),
          error: t(/*i18n*/ 'Could not load the UPI payments.'),
          noMatch: t(/*i18n*/ 'No UPI payments waiting.'),
          noun: [t(/*i18n*/ 'payment'), t(/*i18n*/ 'payments')],
        }}
        searchable={false}
        minWidth="52rem"
        actions={(c) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => setAsking({ claim: c, reject: false })}>
              {t(/*i18n*/ 'Confirm')}
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => setAsking({ claim: c, reject: true })}>
              {t(/*i18n*/ 'Reject')}
            </Button>
          </Group>
        )}
      />
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.reject ? t(/*i18n*/ 'Reject this payment?') : t(/*i18n*/ 'Confirm this payment?')}
        confirmLabel={asking?.reject ? t(/*i18n*/ 'Reject') : t(/*i18n*/ 'Confirm and issue receipt')}
        danger={asking?.reject ?? false}
        reason={
          asking?.reject
            ? { description: t(/*i18n*/ 'The guardian sees this reason on the fee page.'), required: true }
            : undefined
        }
        loading={decide.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          if (!asking) return;
          decide.mutate(
            { claimId: asking.claim._id, ...(asking.reject ? { reject: reason } : {}) },
            {
              onSuccess: done,
              onError: (err) =>
                notify({ color: 'red', message: errorMessage(err, t(GUARDIAN_FEE_MESSAGES.claimDecided)) }),
            },
          );
        }}
      >
        {asking ? (
          <Text size="sm">
            {t(/*i18n*/ '{student}: {amount}, UTR {utr}.', {
              student: asking.claim.family
                ? asking.claim.family.children.map((c) => c.name).join(', ')
                : asking.claim.student.name,
              amount: formatRupees(asking.claim.amount),
              utr: asking.claim.utr,
            })}{' '}
            {asking.reject
              ? t(/*i18n*/ 'The dues stay as they are.')
              : asking.claim.family
                ? t(/*i18n*/ "Each child gets a UPI receipt of their own, paying the family's oldest dues first.")
                : t(/*i18n*/ 'A UPI receipt is issued, paying the oldest dues first, as at the counter.')}
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
