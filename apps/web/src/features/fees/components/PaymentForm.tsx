import { useRef, useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEE_MESSAGES, PAYMENT_MODES, PAYMENT_MODE_LABELS, type PaymentMode, type StudentDues } from '@school-portal/contract';
import { formatDate, formatRupees, indianToday } from '../../../lib/format';
import { selectProps, showServerErrors } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useCollectFee } from '../api/collect-fee';
import { openItems } from './open-items';
import { WaiveLateFeeButton } from './WaiveLateFeeButton';
// The portal's list table: rows become cards at a phone's width, each cell labelled by its column.
import cards from '../../../components/DataTable.module.css';

/** What is due (net of concessions, with late fees to the payment date), what this payment settles of it (all or part), and how it was paid. */
export function PaymentForm({ dues, paidOn, onPaidOnChange, onCollected }: { dues: StudentDues; paidOn: string; onPaidOnChange: (day: string) => void; onCollected: (receiptId: string) => void }) {
  const collect = useCollectFee();
  // One key per payment: a double click or a retry after a timeout answers the same receipt.
  const paymentKey = useRef(crypto.randomUUID());
  const open = openItems(dues);
  const [amounts, setAmounts] = useState<Record<string, number | ''>>({});
  const [picked, setPicked] = useState<Record<string, boolean>>({});
  const form = useForm({
    initialValues: { mode: 'cash' as PaymentMode, reference: '', chequeNumber: '', bank: '', chequeDate: '', paidOn, paidOnReason: '' },
    // The late fees are counted to the payment date: the dues are fetched again for the day chosen.
    onValuesChange: (values, previous) => values.paidOn !== previous.paidOn && onPaidOnChange(values.paidOn),
  });
  const allocations = open.filter((d) => picked[d.key]).map((d) => ({ instalmentId: d.instalmentId, kind: d.kind, amount: Number(amounts[d.key] ?? d.due) }));
  // Summed in paise: 875.62 + 0.1 must not print 875.7200000001.
  const total = allocations.reduce((sum, a) => sum + (Number.isFinite(a.amount) ? Math.round(a.amount * 100) : 0), 0) / 100;
  const mode = form.values.mode;
  // An earlier day needs a reason, a later one is refused (the server checks both).
  const [today] = useState(indianToday);
  const backdated = form.values.paidOn !== '' && form.values.paidOn < today;

  const submit = form.onSubmit((values) => {
    if (allocations.length === 0) {
      notify({ color: 'red', message: FEE_MESSAGES.nothingToPay });
      return;
    }
    collect.mutate(
      { ...values, studentId: dues.student._id, idempotencyKey: paymentKey.current, allocations },
      {
        onSuccess: (receipt) => {
          paymentKey.current = crypto.randomUUID();
          notify({ color: 'teal', message: `${FEE_MESSAGES.collected} Receipt ${receipt.receiptNo}` });
          onCollected(receipt._id);
        },
        onError: (err) => void showServerErrors(form, err, FEE_MESSAGES.saveFailed),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Dues
      </Title>
      {open.length === 0 ? (
        <Text c="dimmed">{FEE_MESSAGES.noDues}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div className={cards.scroll}>
              <Table aria-label="Dues" className={cards.table} style={{ '--data-table-min-width': '32rem' }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Pay</Table.Th>
                    <Table.Th>Fee</Table.Th>
                    <Table.Th>Due date</Table.Th>
                    <Table.Th ta="right">Due</Table.Th>
                    <Table.Th>Paying (₹)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {open.map((d) => (
                    <Table.Tr key={d.key}>
                      <Table.Td data-label="Pay">
                        <Checkbox
                          aria-label={`Pay ${d.name}`}
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
                        {d.kind === 'lateFee' ? (
                          <Group gap={6}>
                            <Text size="xs" c="dimmed">
                              {d.note}
                            </Text>
                            <WaiveLateFeeButton studentId={dues.student._id} instalmentId={d.instalmentId} title={d.title} />
                          </Group>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-label="Due date">{formatDate(d.dueDate)}</Table.Td>
                      <Table.Td data-label="Due" ta="right">
                        {/* One block: on a phone's card the cell lays its children side by side. */}
                        <div>
                          {formatRupees(d.due)}
                          {d.kind === 'fee' && d.note ? (
                            <Text size="xs" c="dimmed">
                              {d.note}
                            </Text>
                          ) : null}
                        </div>
                      </Table.Td>
                      <Table.Td data-label="Paying (₹)">
                        <NumberInput
                          aria-label={`Amount for ${d.name}`}
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
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <Group align="flex-start" grow wrap="wrap">
              <Select label="Payment mode" required miw={150} data={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }))} {...selectProps(form, 'mode')} />
              <TextInput label="Payment date" type="date" required miw={150} max={today} {...form.getInputProps('paidOn')} />
              {mode !== 'cash' && mode !== 'cheque' ? <TextInput label="Transaction reference" required={mode === 'upi'} miw={180} {...form.getInputProps('reference')} /> : null}
            </Group>
            {backdated ? <TextInput label="Reason for the earlier date" required maxLength={300} {...form.getInputProps('paidOnReason')} /> : null}
            {mode === 'cheque' ? (
              <Group align="flex-start" grow wrap="wrap">
                <TextInput label="Cheque number" required miw={140} {...form.getInputProps('chequeNumber')} />
                <TextInput label="Bank" required miw={160} {...form.getInputProps('bank')} />
                <TextInput label="Cheque date" type="date" required miw={150} {...form.getInputProps('chequeDate')} />
              </Group>
            ) : null}
            <Group justify="space-between">
              <Text fw={700}>Total {formatRupees(total)}</Text>
              <Button type="submit" loading={collect.isPending} disabled={total <= 0}>
                Collect {formatRupees(total)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
