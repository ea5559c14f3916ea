import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  classesApi,
  feeReportsApi,
  feesApi,
  MoveClassBodySchema,
  STUDENT_MESSAGES,
  studentsApi,
  type MoveClassBody,
  type Student,
} from '@school-portal/contract';
import { DateField } from '../../../components/DateField';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { sectionOptions } from './section-options';
import { Dialog } from '../../../components/Dialog';

/** A mid-year move to another class of the student's year, from a date: the fees follow it (decision 016). */
export function MoveClassDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const t = useT();
  const classes = useQuery(endpointQuery(classesApi.list, { query: { academicYearId: student.academicYearId } }));
  // The student's dues and every fee figure change with the class they are reported under (decision 016).
  const move = useEndpointMutation(
    studentsApi.moveClass,
    ...STUDENT_VIEWS,
    feesApi.dues,
    feesApi.defaulters,
    feeReportsApi.feeCard,
    feeReportsApi.duesByClass,
    feeReportsApi.dashboard,
  );
  const form = useForm<MoveClassBody>({
    initialValues: { sectionId: '', movedOn: new Date().toISOString().slice(0, 10) },
    validate: validateWith(MoveClassBodySchema),
  });
  const submit = form.onSubmit((body) =>
    move.mutate(
      { params: { studentId: student._id }, body },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: STUDENT_MESSAGES.moved });
          onClose();
        },
        onError: (err) => void showServerErrors(form, err, STUDENT_MESSAGES.moveFailed),
      },
    ),
  );
  const sections = sectionOptions((classes.data ?? []).filter((c) => c._id !== student.classId));
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Move {name} to another class', { name: student.name })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t(
              /*i18n*/ "The new class's fees are charged from the date of the move; the old class's fees due before it stay due, and what was paid stays on its receipts.",
            )}
          </Text>
          <Select
            label={t(/*i18n*/ 'New class and section')}
            required
            searchable
            data={sections}
            placeholder={t(/*i18n*/ 'Choose')}
            nothingFoundMessage={t(/*i18n*/ 'No such class')}
            {...selectProps(form, 'sectionId')}
          />
          <DateField label={t(/*i18n*/ 'Moved on')} required {...form.getInputProps('movedOn')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" loading={move.isPending}>
              {t(/*i18n*/ 'Move')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
