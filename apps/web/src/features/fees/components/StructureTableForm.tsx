import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import {
  FEE_FREQUENCIES,
  FEE_FREQUENCY_LABELS,
  FEE_MESSAGES,
  feeReportsApi,
  feesApi,
  feeStructureTableApi,
  instalmentLabelIn,
  instalmentPlan,
  StructureTableBodySchema,
  type FeeHead,
  type FeeInstalment,
  type StructureTableBody,
} from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { formatRupees } from '../../../lib/format';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { blankRow, rowTotal, structureRows, withFrequency } from './structure-rows';

interface Props {
  classId: string;
  /** The first month (1-12) of the class's academic year: the cells follow its months. */
  startMonth: number;
  structure: FeeInstalment[];
  heads: FeeHead[];
}

/**
 * A class's whole structure as one table, heads × instalments, saved at once (PUT /api/fees/structure/table).
 * The server replaces the class's structure in one transaction and leaves a head whose cells did not change
 * alone, so a table with fees collected of some heads still saves. An empty cell is nothing due.
 */
export function StructureTableForm({ classId, startMonth, structure, heads }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<StructureTableBody>({
    initialValues: { classId, rows: structureRows(structure, startMonth) },
    validate: validateWith(StructureTableBodySchema),
  });
  const save = useMutation({
    mutationFn: (body: StructureTableBody) => call(feeStructureTableApi.setStructureTable, { body }),
    onSuccess: (items) => {
      queryClient.setQueryData(endpointQuery(feesApi.structure, { query: { classId } }).queryKey, items);
      // What students of the class owe changes with it.
      return invalidate(queryClient, feesApi.dues, feeReportsApi.feeCard);
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify({ color: 'teal', message: t(FEE_MESSAGES.structureSaved) }),
      onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
    }),
  );
  const rows = form.values.rows;
  const nameOf = (headId: string) =>
    heads.find((h) => h._id === headId)?.name ?? structure.find((i) => i.headId === headId)?.headName ?? '';
  const plans = rows.map((r) => instalmentPlan(r.frequency, startMonth));
  const cells = Math.max(1, ...plans.map((p) => p.length));
  // One frequency in every row: its instalments name the columns; mixed, each cell shows its own as a placeholder.
  const oneFrequency = rows.length > 0 && rows.every((r) => r.frequency === rows[0]!.frequency);
  const unused = heads.filter((h) => !rows.some((r) => r.headId === h._id));
  const total = rows.reduce((sum, r) => sum + rowTotal(r), 0);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t(/*i18n*/ 'Edit as a table')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(
              /*i18n*/ 'Every head of the class and its instalments, saved at once. Leave a cell empty where nothing is due; a head taken out of the table is removed.',
            )}
          </Text>
        </div>
        {rows.length === 0 ? (
          <Text size="sm">{t(/*i18n*/ 'No heads in the table yet. Add one below.')}</Text>
        ) : (
          // Wider than a phone: the table scrolls sideways, the head's name stays readable in its own column.
          <Table.ScrollContainer minWidth={360 + cells * 104}>
            <Table aria-label={t(/*i18n*/ 'Fee structure table')} verticalSpacing={6} horizontalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(/*i18n*/ 'Fee head')}</Table.Th>
                  <Table.Th>{t(/*i18n*/ 'How often')}</Table.Th>
                  <Table.Th>{t(/*i18n*/ 'Due day')}</Table.Th>
                  {Array.from({ length: cells }, (_, c) => (
                    <Table.Th key={c}>
                      {oneFrequency
                        ? instalmentLabelIn(t, plans[0]![c]?.label ?? '')
                        : t(/*i18n*/ 'Instalment {number}', { number: c + 1 })}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t(/*i18n*/ 'Year')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t(/*i18n*/ 'Row actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => {
                  const name = nameOf(row.headId);
                  const headError = form.errors[`rows.${i}.headId`] ?? form.errors[`rows.${i}.amounts`];
                  return (
                    <Table.Tr key={row.headId}>
                      <Table.Td miw={120}>
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        {headError ? (
                          <Text size="xs" c="red.8" role="alert">
                            {headError}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={t(/*i18n*/ 'How often is {name} due', { name })}
                          size="xs"
                          w={110}
                          allowDeselect={false}
                          data={FEE_FREQUENCIES.map((f) => ({ value: f, label: t(FEE_FREQUENCY_LABELS[f]) }))}
                          value={row.frequency}
                          onChange={(f) => f && form.setFieldValue(`rows.${i}`, withFrequency(row, f, startMonth))}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={t(/*i18n*/ '{name} due day', { name })}
                          size="xs"
                          w={64}
                          min={1}
                          max={28}
                          clampBehavior="none"
                          allowDecimal={false}
                          hideControls
                          {...form.getInputProps(`rows.${i}.dueDay`)}
                        />
                      </Table.Td>
                      {Array.from({ length: cells }, (_, c) => {
                        const instalment = plans[i]![c];
                        return (
                          <Table.Td key={c}>
                            {instalment ? (
                              <NumberInput
                                aria-label={`${name} ${instalment.label} (₹)`}
                                placeholder={oneFrequency ? undefined : instalment.label}
                                size="xs"
                                w={96}
                                min={0}
                                allowDecimal={false}
                                allowNegative={false}
                                thousandSeparator=","
                                hideControls
                                {...form.getInputProps(`rows.${i}.amounts.${c}`)}
                              />
                            ) : null}
                          </Table.Td>
                        );
                      })}
                      <Table.Td ta="right">{formatRupees(rowTotal(row))}</Table.Td>
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t(/*i18n*/ 'Same amount in every instalment of {name}', { name })}
                            title={t(/*i18n*/ 'Same amount in every instalment')}
                            onClick={() =>
                              form.setFieldValue(
                                `rows.${i}.amounts`,
                                row.amounts.map(() => row.amounts[0] ?? ''),
                              )
                            }
                          >
                            <IconCopy size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red.8"
                            aria-label={t(/*i18n*/ 'Take {name} out of the table', { name })}
                            title={t(/*i18n*/ 'Take out of the table')}
                            onClick={() => form.removeListItem('rows', i)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Select
            label={t(/*i18n*/ 'Add a head to the table')}
            placeholder={unused.length ? t(/*i18n*/ 'Choose a head') : t(/*i18n*/ 'Every head is in the table')}
            data={unused.map((h) => ({ value: h._id, label: h.name }))}
            value={null}
            onChange={(headId) => headId && form.insertListItem('rows', blankRow(headId, startMonth))}
            disabled={unused.length === 0}
            w={240}
          />
          <Group gap="sm">
            <Text fw={700}>{t(/*i18n*/ 'Year total {amount}', { amount: formatRupees(total) })}</Text>
            <Button type="submit" loading={save.isPending}>
              {t(/*i18n*/ 'Save the table')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
