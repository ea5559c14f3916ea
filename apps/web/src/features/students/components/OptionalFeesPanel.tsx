import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AssignHeadFormSchema,
  FEE_MESSAGES,
  feeAssignmentsApi,
  feeReportsApi,
  feesApi,
  type AssignHeadForm,
  type HeadAssignment,
  todayInIndia,
} from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { call, errorMessage } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { formatDate } from '../../../lib/format';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { DateField } from '../../../components/DateField';
import { useT } from '../../../lib/i18n';

/*
 * The student's fees for chosen students (a bus route, hostel, an activity): what runs, from when, and
 * assigning or ending one. The fee heads' own screens are the Fee Manager's; this is the student's side.
 */
export function OptionalFeesPanel({ studentId }: { studentId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const assignments = useQuery(endpointQuery(feeAssignmentsApi.studentHeads, { params: { studentId } }));
  const heads = useQuery(endpointQuery(feesApi.heads));
  const [ending, setEnding] = useState<HeadAssignment | null>(null);
  const [endsOn, setEndsOn] = useState(todayInIndia());
  // What the student owes changes: the fee card, the counter and the reports read it afresh.
  const refresh = () =>
    invalidate(queryClient, feeAssignmentsApi.studentHeads, ...Object.values(feesApi), ...Object.values(feeReportsApi));
  const assign = useMutation({
    mutationFn: ({ headId, ...body }: AssignHeadForm) =>
      call(feeAssignmentsApi.assignHead, { params: { headId }, body }),
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: (a: HeadAssignment) =>
      call(feeAssignmentsApi.endAssignment, { params: { assignmentId: a._id }, body: { endsOn } }),
    onSuccess: refresh,
  });
  const form = useForm<AssignHeadForm>({
    initialValues: { headId: '', studentIds: [studentId], startsOn: todayInIndia() },
    validate: validateWith(AssignHeadFormSchema),
  });
  const submit = form.onSubmit((values) =>
    assign.mutate(values, {
      onSuccess: () => {
        notify({
          color: 'teal',
          message: t(/*i18n*/ 'Assigned to {count, plural, one {# student} other {# students}}.', { count: 1 }),
        });
        form.setFieldValue('headId', '');
      },
      onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
    }),
  );
  const chosenHeads = (heads.data ?? []).filter((h) => h.forChosenStudents);

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {t(/*i18n*/ 'Transport, hostel and activities')}
      </Title>
      <Stack gap="xs" mb="md">
        {assignments.data?.length === 0 ? <Text c="dimmed">{t(FEE_MESSAGES.noAssignments)}</Text> : null}
        {assignments.data?.map((a) => (
          <Group key={a._id} justify="space-between" gap="xs">
            <Text size="sm">
              <strong>{a.headName}</strong>{' '}
              {a.endsOn
                ? t(/*i18n*/ 'from {start}, ended {end}', { start: formatDate(a.startsOn), end: formatDate(a.endsOn) })
                : t(/*i18n*/ 'from {start}', { start: formatDate(a.startsOn) })}
            </Text>
            {a.endsOn ? null : (
              <Button size="xs" variant="default" onClick={() => setEnding(a)}>
                {t(/*i18n*/ 'End')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {chosenHeads.length > 0 ? (
        <form onSubmit={submit} noValidate>
          {/* Stacked: the panel sits in the page's narrow column, and on a phone. */}
          <Stack gap="sm">
            <Select
              label={t(/*i18n*/ 'Fee head')}
              required
              data={chosenHeads.map((h) => ({ value: h._id, label: h.name }))}
              {...selectProps(form, 'headId')}
            />
            <DateField label={t(/*i18n*/ 'Charge from')} required {...form.getInputProps('startsOn')} />
            <Group justify="flex-end">
              <Button type="submit" loading={assign.isPending}>
                {t(/*i18n*/ 'Assign')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      <ConfirmDialog
        opened={ending !== null}
        title={t(/*i18n*/ 'End this fee')}
        confirmLabel={t(/*i18n*/ 'End')}
        danger
        loading={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() =>
          ending &&
          end.mutate(ending, {
            onSuccess: () => {
              notify({ color: 'teal', message: t(FEE_MESSAGES.assignmentEndedSaved) });
              setEnding(null);
            },
            onError: (err) => notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.saveFailed)) }),
          })
        }
      >
        <Stack gap="sm">
          <Text size="sm">
            {t(/*i18n*/ '{fee}: instalments due from this day are no longer charged. What was paid stays paid.', {
              fee: ending?.headName ?? '',
            })}
          </Text>
          <DateField label={t(/*i18n*/ 'No longer charged from')} value={endsOn} onChange={setEndsOn} />
        </Stack>
      </ConfirmDialog>
    </Paper>
  );
}
