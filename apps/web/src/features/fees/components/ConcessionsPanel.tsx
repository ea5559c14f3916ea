import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONCESSION_TYPE_LABELS,
  CONCESSION_TYPES,
  ConcessionBodySchema,
  FEE_MESSAGES,
  feeReportsApi,
  feesApi,
  type Concession,
  type ConcessionBody,
  type Student,
} from '@school-portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/DataTable';
import { formatRupees } from '../../../lib/format';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { call } from '../../../lib/api-client';
import { ConcessionAmountFields } from './ConcessionAmountFields';
import { panelList } from './panel-list';
import { StudentFinder } from './StudentFinder';
import { useConfirmedRemove } from './use-confirmed-remove';

const ALL_HEADS = 'all';
// The form holds what the call takes; "all heads" is a choice of the list, sent as no head.
const blank: ConcessionBody = {
  studentId: '',
  type: 'sibling',
  name: '',
  mode: 'percent',
  value: '',
  headId: ALL_HEADS,
  reason: '',
};
const asBody = (values: ConcessionBody): ConcessionBody => ({
  ...values,
  headId: values.headId === ALL_HEADS ? null : values.headId,
});

const PAGE_SIZE = 10;

/** Concessions given to students for their year (sibling, staff child, RTE, merit or the school's own), on one head or all. */
export function ConcessionsPanel() {
  const t = useT();
  const concessionValue = (c: Pick<Concession, 'mode' | 'value'>) =>
    c.mode === 'percent' ? `${c.value}%` : t(/*i18n*/ '{amount} each instalment', { amount: formatRupees(c.value) });
  const isAdmin = useSession()?.role === 'instituteAdmin';
  const heads = useQuery(endpointQuery(feesApi.heads));
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...endpointQuery(feesApi.concessions, { query: { page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  // A concession changes the student's dues: the list, the counter's dues and the fee card are read again.
  const queryClient = useQueryClient();
  const onSuccess = () => invalidate(queryClient, feesApi.concessions, feesApi.dues, feeReportsApi.feeCard);
  const add = useMutation({ mutationFn: (body: ConcessionBody) => call(feesApi.addConcession, { body }), onSuccess });
  const removal = useConfirmedRemove<Concession>({
    title: t(/*i18n*/ 'Remove concession'),
    remove: useMutation({
      mutationFn: (concessionId: string) => call(feesApi.removeConcession, { params: { concessionId } }),
      onSuccess,
    }),
    removed: t(FEE_MESSAGES.concessionRemoved),
    consequence: (c) =>
      t(/*i18n*/ '{student}: {concession} ({value}) is removed, and what it took off is due again.', {
        student: c.studentName,
        concession: c.name,
        value: concessionValue(c),
      }),
  });
  const [student, setStudent] = useState<Student | null>(null);
  const form = useForm<ConcessionBody>({
    initialValues: blank,
    validate: (values) => validateWith(ConcessionBodySchema)(asBody(values)),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(asBody(values), {
      onSuccess: () => {
        notify({ color: 'teal', message: t(FEE_MESSAGES.concessionSaved) });
        form.reset();
        setStudent(null);
      },
      onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Concessions')}
      </Title>
      <Stack gap="md">
        {isAdmin ? (
          <form onSubmit={submit} noValidate aria-label={t(/*i18n*/ 'Concession')}>
            <Stack gap="sm">
              {student ? (
                <Group justify="space-between" wrap="wrap">
                  <Text>
                    <strong>{student.name}</strong> · {student.admissionNumber} · {student.className}{' '}
                    {student.sectionName}
                  </Text>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => (setStudent(null), form.setFieldValue('studentId', ''))}
                  >
                    {t(/*i18n*/ 'Choose another student')}
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
                <Select
                  label={t(/*i18n*/ 'Concession')}
                  required
                  data={CONCESSION_TYPES.map((type) => ({ value: type, label: t(CONCESSION_TYPE_LABELS[type]) }))}
                  allowDeselect={false}
                  {...selectProps(form, 'type')}
                />
                {form.values.type === 'custom' ? (
                  <TextInput label={t(/*i18n*/ 'Name')} required {...form.getInputProps('name')} />
                ) : null}
                <Select
                  label={t(/*i18n*/ 'On')}
                  required
                  data={[
                    { value: ALL_HEADS, label: t(/*i18n*/ 'All heads') },
                    ...(heads.data?.map((h) => ({ value: h._id, label: h.name })) ?? []),
                  ]}
                  allowDeselect={false}
                  {...selectProps(form, 'headId')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <ConcessionAmountFields form={form} />
                <TextInput label={t(/*i18n*/ 'Reason')} required {...form.getInputProps('reason')} />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={add.isPending}>
                  {t(/*i18n*/ 'Give concession')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'The institute admin gives concessions.')}
          </Text>
        )}
        <DataTable
          query={list}
          list={panelList(page, setPage)}
          pageSize={PAGE_SIZE}
          searchable={false}
          rowKey={(c) => c._id}
          columns={[
            { header: t(/*i18n*/ 'Student'), cell: (c) => `${c.studentName} · ${c.admissionNumber}`, primary: true },
            { header: t(/*i18n*/ 'Concession'), cell: (c) => `${c.name}: ${concessionValue(c)}` },
            { header: t(/*i18n*/ 'On'), cell: (c) => c.headName ?? t(/*i18n*/ 'All heads') },
            { header: t(/*i18n*/ 'Year'), cell: (c) => c.academicYear },
            { header: t(/*i18n*/ 'Reason'), cell: (c) => c.reason },
          ]}
          actions={isAdmin ? removal.button : undefined}
          texts={{
            loading: t(/*i18n*/ 'Loading concessions'),
            empty: t(FEE_MESSAGES.noConcessions),
            error: t(FEE_MESSAGES.loadFailed),
            noMatch: t(FEE_MESSAGES.noConcessions),
            noun: [t(/*i18n*/ 'concession'), t(/*i18n*/ 'concessions')],
          }}
        />
      </Stack>
      {removal.dialog}
    </Paper>
  );
}
