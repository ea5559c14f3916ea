import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  AssignHeadFormSchema,
  classesApi,
  FEE_MESSAGES,
  feeAssignmentsApi,
  feeReportsApi,
  feesApi,
  studentsApi,
  type AssignHeadForm,
  todayInIndia,
} from '@school-portal/contract';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { call } from '../../../lib/api-client';
import { DateField } from '../../../components/DateField';

/** Assigns a head for chosen students (a bus route, hostel) to several students of a class at once. */
export function AssignHeadPanel() {
  const t = useT();
  const heads = useQuery(endpointQuery(feesApi.heads));
  const classes = useQuery(endpointQuery(classesApi.list));
  const [classId, setClassId] = useState<string | null>(null);
  const students = useQuery({
    ...endpointQuery(studentsApi.list, { query: { classId: classId ?? undefined, status: 'active', limit: 100 } }),
    enabled: classId !== null,
  });
  const queryClient = useQueryClient();
  // The students' optional heads, their dues and fee cards are read afresh.
  const assign = useMutation({
    mutationFn: ({ headId, ...body }: AssignHeadForm) =>
      call(feeAssignmentsApi.assignHead, { params: { headId }, body }),
    onSuccess: () => invalidate(queryClient, feeAssignmentsApi.studentHeads, feesApi.dues, feeReportsApi.feeCard),
  });
  const form = useForm<AssignHeadForm>({
    initialValues: { headId: '', studentIds: [], startsOn: todayInIndia() },
    validate: validateWith(AssignHeadFormSchema),
  });
  const chosenHeads = (heads.data ?? []).filter((h) => h.forChosenStudents);
  const submit = form.onSubmit((values) =>
    assign.mutate(values, {
      onSuccess: (added) => {
        notify({
          color: 'teal',
          message: t(/*i18n*/ 'Assigned to {count, plural, one {# student} other {# students}}.', {
            count: added.length,
          }),
        });
        form.setFieldValue('studentIds', []);
      },
      onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="assign-head-title">
      <Title order={2} size="h4" mb="sm" id="assign-head-title">
        {t(/*i18n*/ 'Assign to students')}
      </Title>
      {heads.isSuccess && chosenHeads.length === 0 ? (
        <Text c="dimmed">{t(FEE_MESSAGES.noHeadsForChosen)}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t(/*i18n*/ 'Fee head')}
                required
                data={chosenHeads.map((h) => ({ value: h._id, label: h.name }))}
                {...selectProps(form, 'headId')}
              />
              <Select
                label={t(/*i18n*/ 'Students of class')}
                data={(classes.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
                value={classId}
                onChange={(v) => (setClassId(v), form.setFieldValue('studentIds', []))}
              />
              <DateField label={t(/*i18n*/ 'Charge from')} required {...form.getInputProps('startsOn')} />
            </SimpleGrid>
            {classId && students.data?.items.length === 0 ? <Text c="dimmed">{t(FEE_MESSAGES.noStudents)}</Text> : null}
            <Checkbox.Group label={t(/*i18n*/ 'Students')} {...form.getInputProps('studentIds')}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
                {students.data?.items.map((s) => (
                  <Checkbox key={s._id} value={s._id} label={`${s.name} (${s.sectionName}, ${s.admissionNumber})`} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={assign.isPending}>
                {form.values.studentIds.length
                  ? t(/*i18n*/ 'Assign to {count, plural, one {# student} other {# students}}', {
                      count: form.values.studentIds.length,
                    })
                  : t(/*i18n*/ 'Assign to students')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
