import { useState } from 'react';
import { Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONCESSION_TYPE_LABELS, CONCESSION_TYPES, ConcessionBodySchema, FEE_MESSAGES, feeReportsApi, feesApi, type Concession, type ConcessionBody, type ConcessionMode, type ConcessionType, type Student } from '@school-portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/DataTable';
import { formatRupees } from '../../../lib/format';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { call } from '../../../lib/api-client';
import { panelList } from './panel-list';
import { StudentFinder } from './StudentFinder';
import { useConfirmedRemove } from './use-confirmed-remove';

const ALL_HEADS = 'all';
const blank = { studentId: '', type: 'sibling' as ConcessionType, name: '', mode: 'percent' as ConcessionMode, value: '' as number | '', headId: ALL_HEADS, reason: '' };

const concessionValue = (c: Pick<Concession, 'mode' | 'value'>) => (c.mode === 'percent' ? `${c.value}%` : `${formatRupees(c.value)} each instalment`);

const PAGE_SIZE = 10;

/** Concessions given to students for their year (sibling, staff child, RTE, merit or the school's own), on one head or all. */
export function ConcessionsPanel() {
  const isAdmin = useSession()?.role === 'instituteAdmin';
  const heads = useQuery(endpointQuery(feesApi.heads));
  const [page, setPage] = useState(1);
  const list = useQuery({ ...endpointQuery(feesApi.concessions, { query: { page, limit: PAGE_SIZE } }), placeholderData: keepPreviousData });
  // A concession changes the student's dues: the list, the counter's dues and the fee card are read again.
  const queryClient = useQueryClient();
  const onSuccess = () => invalidate(queryClient, feesApi.concessions, feesApi.dues, feeReportsApi.feeCard);
  const add = useMutation({ mutationFn: (body: ConcessionBody) => call(feesApi.addConcession, { body }), onSuccess });
  const removal = useConfirmedRemove<Concession>({
    title: 'Remove concession',
    remove: useMutation({ mutationFn: (concessionId: string) => call(feesApi.removeConcession, { params: { concessionId } }), onSuccess }),
    removed: FEE_MESSAGES.concessionRemoved,
    consequence: (c) => `${c.studentName}: ${c.name} (${concessionValue(c)}) is removed, and what it took off is due again.`,
  });
  const [student, setStudent] = useState<Student | null>(null);
  const form = useForm({
    initialValues: blank,
    validate: (values) => validateWith(ConcessionBodySchema)({ ...values, value: Number(values.value), headId: values.headId === ALL_HEADS ? null : values.headId }),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { ...values, value: Number(values.value), headId: values.headId === ALL_HEADS ? null : values.headId },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: FEE_MESSAGES.concessionSaved });
          form.reset();
          setStudent(null);
        },
        onError: (err) => void showServerErrors(form, err, FEE_MESSAGES.saveFailed),
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Concessions
      </Title>
      <Stack gap="md">
        {isAdmin ? (
          <form onSubmit={submit} noValidate aria-label="Concession">
            <Stack gap="sm">
              {student ? (
                <Group justify="space-between" wrap="wrap">
                  <Text>
                    <strong>{student.name}</strong> · {student.admissionNumber} · {student.className} {student.sectionName}
                  </Text>
                  <Button variant="subtle" size="xs" onClick={() => (setStudent(null), form.setFieldValue('studentId', ''))}>
                    Choose another student
                  </Button>
                </Group>
              ) : (
                <>
                  <StudentFinder
                    onPick={(id, s) => {
                      setStudent(s);
                      form.setFieldValue('studentId', id);
                    }}
                  />
                  {form.errors.studentId ? (
                    <Text size="sm" c="red">
                      {form.errors.studentId}
                    </Text>
                  ) : null}
                </>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <Select label="Concession" required data={CONCESSION_TYPES.map((t) => ({ value: t, label: CONCESSION_TYPE_LABELS[t] }))} allowDeselect={false} {...selectProps(form, 'type')} />
                {form.values.type === 'custom' ? <TextInput label="Name" required {...form.getInputProps('name')} /> : null}
                <Select
                  label="On"
                  required
                  data={[{ value: ALL_HEADS, label: 'All heads' }, ...(heads.data?.map((h) => ({ value: h._id, label: h.name })) ?? [])]}
                  allowDeselect={false}
                  {...selectProps(form, 'headId')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    As
                  </Text>
                  <SegmentedControl
                    fullWidth
                    aria-label="Amount or percent"
                    data={[
                      { value: 'percent', label: 'Percent' },
                      { value: 'amount', label: 'Amount' },
                    ]}
                    {...form.getInputProps('mode')}
                  />
                </Stack>
                <NumberInput
                  label={form.values.mode === 'percent' ? 'Percent off' : 'Off each instalment (₹)'}
                  required
                  min={0}
                  max={form.values.mode === 'percent' ? 100 : undefined}
                  decimalScale={form.values.mode === 'percent' ? 2 : 0}
                  allowDecimal={form.values.mode === 'percent'}
                  {...form.getInputProps('value')}
                />
                <TextInput label="Reason" required {...form.getInputProps('reason')} />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={add.isPending}>
                  Give concession
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            The institute admin gives concessions.
          </Text>
        )}
        <DataTable
          query={list}
          list={panelList(page, setPage)}
          pageSize={PAGE_SIZE}
          searchable={false}
          rowKey={(c) => c._id}
          columns={[
            { header: 'Student', cell: (c) => `${c.studentName} · ${c.admissionNumber}`, primary: true },
            { header: 'Concession', cell: (c) => `${c.name}: ${concessionValue(c)}` },
            { header: 'On', cell: (c) => c.headName ?? 'All heads' },
            { header: 'Year', cell: (c) => c.academicYear },
            { header: 'Reason', cell: (c) => c.reason },
          ]}
          actions={isAdmin ? removal.button : undefined}
          texts={{ loading: 'Loading concessions', empty: FEE_MESSAGES.noConcessions, error: FEE_MESSAGES.loadFailed, noMatch: FEE_MESSAGES.noConcessions, noun: ['concession', 'concessions'] }}
        />
      </Stack>
      {removal.dialog}
    </Paper>
  );
}
