import { Fragment, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FEE_MESSAGES,
  feeReportsApi,
  feesApi,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type CollectBody,
  type PayPlan,
  type StudentDues,
  todayInIndia,
} from '@school-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatRupees } from '../../../lib/format';
import { selectProps, showServerErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { openItems, splitLine } from './open-items';
import { monthsOfDues, previewPlan } from './pay-plan-preview';
import { PlanPreview } from './PlanPreview';
import { WaiveLateFeeButton } from './WaiveLateFeeButton';
// The portal's list table: rows become cards at a phone's width, each cell labelled by its column.
import cards from '../../../components/DataTable.module.css';
import { invalidate } from '../../../lib/endpoint-query';
import { call } from '../../../lib/api-client';
import { DateField } from '../../../components/DateField';

/** How the payment was made: the call's own fields, all on the form (the dues it settles are chosen beside it). */
type PaymentFields = Required<
  Pick<CollectBody, 'mode' | 'reference' | 'chequeNumber' | 'bank' | 'chequeDate' | 'paidOn' | 'paidOnReason'>
>;

type How = 'overdue' | 'upTo' | 'amount' | 'pick';

/**
 * What is due (net of concessions, with late fees to the payment date), what this payment settles of it
 * and how it was paid. In one action: all overdue, up to a month, or an amount paying the oldest first
 * (the server works the plan out again under the student's lock); or line by line, all or part.
 */
export function PaymentForm({
  dues,
  paidOn,
  onPaidOnChange,
  onCollected,
}: {
  dues: StudentDues;
  paidOn: string;
  onPaidOnChange: (day: string) => void;
  onCollected: (receiptId: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const collect = useMutation({
    mutationFn: (body: CollectBody) => call(feesApi.collect, { body }),
    onSuccess: () => invalidate(queryClient, feesApi.dues, feeReportsApi.feeCard),
  });
  // One key per payment: a double click or a retry after a timeout answers the same receipt.
  const paymentKey = useRef(crypto.randomUUID());
  const open = openItems(dues);
  const [amounts, setAmounts] = useState<Record<string, number | ''>>({});
  const [picked, setPicked] = useState<Record<string, boolean>>({});
  const form = useForm<PaymentFields>({
    initialValues: {
      mode: 'cash',
      reference: '',
      chequeNumber: '',
      bank: '',
      chequeDate: '',
      paidOn,
      paidOnReason: '',
    },
    // The late fees are counted to the payment date: the dues are fetched again for the day chosen.
    onValuesChange: (values, previous) => values.paidOn !== previous.paidOn && onPaidOnChange(values.paidOn),
  });
  const [how, setHow] = useState<How>('overdue');
  // Four choices side by side do not fit a phone (Hindi and Tamil names are longer): one under another there.
  const howOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const months = monthsOfDues(dues);
  const [upTo, setUpTo] = useState<string | null>(null);
  const [received, setReceived] = useState<number | ''>('');
  const plan: PayPlan | null =
    how === 'overdue'
      ? { by: 'overdue' }
      : how === 'upTo' && upTo
        ? { by: 'upTo', upTo }
        : how === 'amount' && typeof received === 'number' && received > 0
          ? { by: 'amount', amount: received }
          : null;
  const preview = plan ? previewPlan(dues, plan, form.values.paidOn) : null;
  const allocations = open.filter((d) => picked[d.key]).flatMap((d) => splitLine(d, Number(amounts[d.key] ?? d.due)));
  // Summed in paise: 875.62 + 0.1 must not print 875.7200000001.
  const total =
    how === 'pick'
      ? allocations.reduce((sum, a) => sum + (Number.isFinite(a.amount) ? Math.round(a.amount * 100) : 0), 0) / 100
      : (preview?.total ?? 0);
  const mode = form.values.mode;
  // An earlier day needs a reason, a later one is refused (the server checks both).
  const [today] = useState(todayInIndia);
  const backdated = form.values.paidOn !== '' && form.values.paidOn < today;

  const submit = form.onSubmit((values) => {
    if (how === 'pick' ? allocations.length === 0 : !plan || total <= 0) {
      notify({ color: 'red', message: t(FEE_MESSAGES.nothingToPay) });
      return;
    }
    collect.mutate(
      {
        ...values,
        studentId: dues.student._id,
        idempotencyKey: paymentKey.current,
        ...(how === 'pick' ? { allocations } : { pay: plan! }),
      },
      {
        onSuccess: (receipt) => {
          paymentKey.current = crypto.randomUUID();
          notify({
            color: 'teal',
            message: t(/*i18n*/ 'Payment collected. Receipt {receiptNo}', { receiptNo: receipt.receiptNo }),
          });
          onCollected(receipt._id);
        },
        onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Dues')}
      </Title>
      {open.length === 0 ? (
        <Text c="dimmed">{t(FEE_MESSAGES.noDues)}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SegmentedControl
              aria-label={t(/*i18n*/ 'How to pay')}
              data={[
                { value: 'overdue', label: t(/*i18n*/ 'All overdue') },
                { value: 'upTo', label: t(/*i18n*/ 'Up to a month') },
                { value: 'amount', label: t(/*i18n*/ 'An amount') },
                { value: 'pick', label: t(/*i18n*/ 'Choose dues') },
              ]}
              value={how}
              onChange={setHow}
              orientation={howOrientation}
              fullWidth
            />
            {how === 'upTo' ? (
              <Select
                label={t(/*i18n*/ 'Pay up to')}
                placeholder={t(/*i18n*/ 'Choose a month')}
                data={months}
                value={upTo}
                onChange={setUpTo}
                allowDeselect={false}
                w={220}
              />
            ) : null}
            {how === 'amount' ? (
              <NumberInput
                label={t(/*i18n*/ 'Amount received (₹)')}
                description={t(/*i18n*/ 'Pays the oldest dues first, each with its late fee.')}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                w={220}
                value={received}
                onChange={(v) => setReceived(typeof v === 'number' ? v : '')}
                error={
                  preview && preview.left > 0
                    ? t(/*i18n*/ '{amount} more than everything due.', { amount: formatRupees(preview.left) })
                    : undefined
                }
              />
            ) : null}
            {how !== 'pick' ? (
              <PlanPreview
                lines={preview?.lines ?? []}
                empty={
                  how === 'overdue'
                    ? t(/*i18n*/ 'Nothing is overdue on this date.')
                    : t(/*i18n*/ 'Choose how much to pay.')
                }
              />
            ) : (
              <div className={cards.scroll}>
                <Table
                  aria-label={t(/*i18n*/ 'Dues')}
                  className={cards.table}
                  style={{ '--data-table-min-width': '32rem' }}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(/*i18n*/ 'Pay')}</Table.Th>
                      <Table.Th>{t(/*i18n*/ 'Fee')}</Table.Th>
                      <Table.Th>{t(/*i18n*/ 'Due date')}</Table.Th>
                      <Table.Th ta="right">{t(/*i18n*/ 'Due')}</Table.Th>
                      <Table.Th>{t(/*i18n*/ 'Paying (₹)')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {open.map((d, i) => (
                      <Fragment key={d.key}>
                        {/* An earlier year's dues come first (they fell due first), under their own heading. */}
                        {open.some((o) => o.academicYear) &&
                        (i === 0 || (!d.academicYear && open[i - 1]?.academicYear)) ? (
                          <Table.Tr>
                            <Table.Th colSpan={5}>
                              {d.academicYear ? t(/*i18n*/ 'Previous years') : t(/*i18n*/ 'This year')}
                            </Table.Th>
                          </Table.Tr>
                        ) : null}
                        <Table.Tr>
                          <Table.Td data-label={t(/*i18n*/ 'Pay')}>
                            <Checkbox
                              aria-label={t(/*i18n*/ 'Pay {name}', { name: d.name })}
                              checked={!!picked[d.key]}
                              onChange={(e) => {
                                // Read now: React may run the updater after the event, when currentTarget is gone.
                                const checked = e.currentTarget.checked;
                                setPicked((p) => ({ ...p, [d.key]: checked }));
                              }}
                            />
                          </Table.Td>
                          <Table.Td className={cards.primary}>
                            {d.title}
                            {d.lateNote ? (
                              <Group gap={6}>
                                <Text size="xs" c="dimmed">
                                  {d.lateNote}
                                </Text>
                                <WaiveLateFeeButton
                                  studentId={dues.student._id}
                                  instalmentId={d.instalmentId}
                                  title={d.title}
                                />
                              </Group>
                            ) : null}
                          </Table.Td>
                          <Table.Td data-label={t(/*i18n*/ 'Due date')}>{formatDate(d.dueDate)}</Table.Td>
                          <Table.Td data-label={t(/*i18n*/ 'Due')} ta="right">
                            {/* One block: on a phone's card the cell lays its children side by side. */}
                            <div>
                              {formatRupees(d.due)}
                              {d.lateDue > 0 ? (
                                <Text size="sm" fw={500}>
                                  {t(/*i18n*/ 'incl. late fees {amount}', { amount: formatRupees(d.lateDue) })}
                                </Text>
                              ) : null}
                              {d.note ? (
                                <Text size="xs" c="dimmed">
                                  {d.note}
                                </Text>
                              ) : null}
                            </div>
                          </Table.Td>
                          <Table.Td data-label={t(/*i18n*/ 'Paying (₹)')}>
                            <NumberInput
                              aria-label={t(/*i18n*/ 'Amount for {name}', { name: d.name })}
                              size="xs"
                              w={110}
                              min={0}
                              max={d.due}
                              decimalScale={2}
                              disabled={!picked[d.key]}
                              value={amounts[d.key] ?? d.due}
                              onChange={(v) => setAmounts((a) => ({ ...a, [d.key]: typeof v === 'number' ? v : '' }))}
                            />
                          </Table.Td>
                        </Table.Tr>
                      </Fragment>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
            <Group align="flex-start" grow wrap="wrap">
              <Select
                label={t(/*i18n*/ 'Payment mode')}
                required
                miw={150}
                data={PAYMENT_MODES.map((m) => ({ value: m, label: t(PAYMENT_MODE_LABELS[m]) }))}
                {...selectProps(form, 'mode')}
              />
              <DateField
                label={t(/*i18n*/ 'Payment date')}
                required
                miw={150}
                max={today}
                {...form.getInputProps('paidOn')}
              />
              {mode !== 'cash' && mode !== 'cheque' ? (
                <TextInput
                  label={t(/*i18n*/ 'Transaction reference')}
                  required={mode === 'upi'}
                  miw={180}
                  {...form.getInputProps('reference')}
                />
              ) : null}
            </Group>
            {backdated ? (
              <TextInput
                label={t(/*i18n*/ 'Reason for the earlier date')}
                required
                maxLength={300}
                {...form.getInputProps('paidOnReason')}
              />
            ) : null}
            {mode === 'cheque' ? (
              <Group align="flex-start" grow wrap="wrap">
                <TextInput
                  label={t(/*i18n*/ 'Cheque number')}
                  required
                  miw={140}
                  {...form.getInputProps('chequeNumber')}
                />
                <TextInput label={t(/*i18n*/ 'Bank')} required miw={160} {...form.getInputProps('bank')} />
                <DateField label={t(/*i18n*/ 'Cheque date')} required miw={150} {...form.getInputProps('chequeDate')} />
              </Group>
            ) : null}
            <Group justify="space-between">
              <Text fw={700}>{t(/*i18n*/ 'Total {amount}', { amount: formatRupees(total) })}</Text>
              <Button type="submit" loading={collect.isPending} disabled={total <= 0 || (preview?.left ?? 0) > 0}>
                {t(/*i18n*/ 'Collect {amount}', { amount: formatRupees(total) })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
