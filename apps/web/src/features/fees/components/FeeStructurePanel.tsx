import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  classesApi,
  FEE_FREQUENCIES,
  FEE_FREQUENCY_LABELS,
  FEE_MESSAGES,
  feeReportsApi,
  feesApi,
  FeeStructureBodySchema,
  type FeeStructureBody,
} from '@school-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { formatDate, formatRupees } from '../../../lib/format';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { call } from '../../../lib/api-client';
import { CopyStructureForm } from './CopyStructureForm';
import { StructureTableForm } from './StructureTableForm';

/** A class's fees for its year: one head at a time, or every head at once as a table; listed as instalments with due dates. */
export function FeeStructurePanel() {
  const t = useT();
  const classes = useQuery(endpointQuery(classesApi.list));
  const heads = useQuery(endpointQuery(feesApi.heads));
  const years = useQuery(endpointQuery(classesApi.years));
  const [classId, setClassId] = useState<string | null>(null);
  const structureQuery = endpointQuery(feesApi.structure, { query: { classId: classId ?? '' } });
  const structure = useQuery({ ...structureQuery, enabled: !!classId });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: FeeStructureBody) => call(feesApi.setStructure, { body }),
    onSuccess: (items) => {
      queryClient.setQueryData(structureQuery.queryKey, items);
      return invalidate(queryClient, feesApi.dues, feeReportsApi.feeCard);
    },
  });
  const yearId = classes.data?.find((c) => c._id === classId)?.academicYearId;
  const startMonth = years.data?.find((y) => y._id === yearId)?.startMonth;
  const form = useForm<FeeStructureBody>({
    initialValues: { classId: '', headId: '', frequency: 'monthly', amount: '', dueDay: 10 },
    validate: validateWith(FeeStructureBodySchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, classId: classId ?? '' },
      {
        onSuccess: () => notify({ color: 'teal', message: t(FEE_MESSAGES.structureSaved) }),
        onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
      },
    ),
  );
  // A head charged only to the students assigned it (a bus route) is not what every student of the class pays.
  const optionalHeads = new Set(heads.data?.filter((h) => h.forChosenStudents).map((h) => h._id));
  const sumOf = (optional: boolean) =>
    structure.data?.filter((i) => optionalHeads.has(i.headId) === optional).reduce((sum, i) => sum + i.amount, 0) ?? 0;
  const total = sumOf(false);
  const optionalTotal = sumOf(true);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Fee structure')}
      </Title>
      {classes.isError ? (
        <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void classes.refetch()} />
      ) : null}
      <Select
        label={t(/*i18n*/ 'Fee structure of class')}
        placeholder={t(/*i18n*/ 'Choose a class')}
        data={classes.data?.map((c) => ({ value: c._id, label: c.name })) ?? []}
        value={classId}
        onChange={(v) => {
          setClassId(v);
          form.setFieldValue('classId', v ?? '');
        }}
        searchable
        mb="md"
      />
      {classId ? (
        <Stack gap="md">
          <form onSubmit={submit} noValidate>
            {/* One field a row on a phone: "Amount each time (₹)" would wrap beside another. */}
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
              <Select
                label={t(/*i18n*/ 'Fee head')}
                required
                data={heads.data?.map((h) => ({ value: h._id, label: h.name })) ?? []}
                {...selectProps(form, 'headId')}
              />
              <Select
                label={t(/*i18n*/ 'How often')}
                required
                data={FEE_FREQUENCIES.map((f) => ({ value: f, label: t(FEE_FREQUENCY_LABELS[f]) }))}
                {...selectProps(form, 'frequency')}
              />
              <NumberInput
                label={t(/*i18n*/ 'Amount each time (₹)')}
                required
                min={1}
                allowDecimal={false}
                thousandSeparator=","
                {...form.getInputProps('amount')}
              />
              <NumberInput
                label={t(/*i18n*/ 'Due on day')}
                required
                min={1}
                max={28}
                allowDecimal={false}
                {...form.getInputProps('dueDay')}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button type="submit" loading={save.isPending}>
                {t(/*i18n*/ 'Save fees of this head')}
              </Button>
            </Group>
          </form>
          {structure.isPending ? <Loading label={t(/*i18n*/ 'Loading fee structure')} py="xs" /> : null}
          {structure.isError ? (
            <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void structure.refetch()} />
          ) : null}
          {structure.data?.length === 0 ? <Text c="dimmed">{t(FEE_MESSAGES.noStructure)}</Text> : null}
          {structure.data?.length ? (
            // Three columns, the head and its instalment in one: a year of monthly fees fits a phone's width as a table.
            <Table.ScrollContainer minWidth={300}>
              <Table striped aria-label={t(/*i18n*/ 'Instalments')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(/*i18n*/ 'Fee')}</Table.Th>
                    <Table.Th>{t(/*i18n*/ 'Due date')}</Table.Th>
                    <Table.Th ta="right">{t(/*i18n*/ 'Amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {structure.data.map((i) => (
                    <Table.Tr key={i._id}>
                      <Table.Td>
                        {i.headName} · {i.label}
                      </Table.Td>
                      <Table.Td>{formatDate(i.dueDate)}</Table.Td>
                      <Table.Td ta="right">{formatRupees(i.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td colSpan={2} fw={700}>
                      {t(/*i18n*/ 'Total for the year, every student of the class')}
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {formatRupees(total)}
                    </Table.Td>
                  </Table.Tr>
                  {optionalTotal > 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={2}>
                        {t(/*i18n*/ 'Optional heads, only for the students charged them')}
                      </Table.Td>
                      <Table.Td ta="right">{formatRupees(optionalTotal)}</Table.Td>
                    </Table.Tr>
                  ) : null}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {structure.data?.length ? <CopyStructureForm fromClassId={classId} classes={classes.data ?? []} /> : null}
          {structure.data && heads.data && startMonth ? (
            // Made afresh from each answer (a head saved above, the table saved): the table shows what the server holds.
            <StructureTableForm
              key={`${classId}:${structure.dataUpdatedAt}`}
              classId={classId}
              startMonth={startMonth}
              structure={structure.data}
              heads={heads.data}
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
