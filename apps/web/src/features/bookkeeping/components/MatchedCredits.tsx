import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookkeepingApi, feesApi, guardianFeesApi, type Reconciliation } from '@school-portal/contract';
import { CardTable, type Column } from '../../../components/CardTable';
import { call, errorMessage } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';
import { formatDate, formatRupees } from '../../../lib/format';
import { msg, t, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

type Match = Reconciliation['matched'][number];

const columns: Column<Match>[] = [
  {
    header: msg(/*i18n*/ 'Student'),
    primary: true,
    // A family's payment is split across its children when confirmed: all of them are named.
    cell: (m) =>
      m.claim.familyChildren
        ? t(/*i18n*/ '{names} (one family)', { names: m.claim.familyChildren.join(', ') })
        : m.claim.student.name,
  },
  {
    header: msg(/*i18n*/ 'Class'),
    cell: (m) =>
      m.claim.familyChildren ? '' : [m.claim.student.className, m.claim.student.sectionName].filter(Boolean).join(' '),
  },
  { header: msg(/*i18n*/ 'Credited on'), cell: (m) => formatDate(m.credit.creditedOn) },
  {
    header: msg(/*i18n*/ 'UTR'),
    cell: (m) => (
      <Text ff="monospace" size="sm" span>
        {m.credit.utr}
      </Text>
    ),
  },
  { header: msg(/*i18n*/ 'Bank credited'), numeric: true, cell: (m) => formatRupees(m.credit.amount) },
  {
    header: msg(/*i18n*/ 'Parent entered'),
    numeric: true,
    cell: (m) =>
      m.amountDiffers ? (
        <Badge color="orange" variant="light">
          {formatRupees(m.claim.amount)}
        </Badge>
      ) : (
        formatRupees(m.claim.amount)
      ),
  },
];

/** Credits a parent's claim names by its UTR: the same amount is confirmed in one action; another amount waits for the clerk. */
export function MatchedCredits({ rows }: { rows: Match[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const ready = rows.filter((m) => !m.amountDiffers);
  const confirm = useMutation({
    mutationFn: () => call(bookkeepingApi.confirmMatched),
    onSuccess: (done) => {
      notify({ color: 'teal', message: done.message });
      for (const f of done.failed)
        notify({ color: 'red', message: t(/*i18n*/ 'UTR {utr}: {message}', { utr: f.utr, message: f.message }) });
    },
    onError: (err) =>
      notify({ color: 'red', message: errorMessage(err, t(/*i18n*/ 'Could not confirm the payments.')) }),
    onSettled: () =>
      invalidate(queryClient, bookkeepingApi.reconciliation, guardianFeesApi.claims, feesApi.dues, feesApi.defaulters),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t(/*i18n*/ 'Matched with a parent’s claim')}
          </Title>
          <Button disabled={ready.length === 0} loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t(/*i18n*/ 'Confirm {count, plural, one {# payment} other {# payments}}', { count: ready.length })}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t(
            /*i18n*/ 'Each payment gets its receipt as at the counter, paying the oldest dues first. A claim whose amount differs from the bank’s is left for you to check on UPI Payments.',
          )}
        </Text>
        {rows.length ? (
          <CardTable rows={rows} columns={columns} rowKey={(m) => m.credit._id} minWidth="48rem" />
        ) : (
          <Text size="sm">{t(/*i18n*/ 'No credit matches a waiting claim.')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
