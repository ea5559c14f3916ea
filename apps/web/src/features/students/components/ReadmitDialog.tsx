import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  classesApi,
  feesApi,
  ReadmitBodySchema,
  STUDENT_MESSAGES,
  studentsApi,
  type ReadmitBody,
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

/** A student who left comes back into a section of the current year: the same record, history and dues. */
export function ReadmitDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const t = useT();
  const classes = useQuery(endpointQuery(classesApi.list));
  const readmit = useEndpointMutation(studentsApi.readmit, ...STUDENT_VIEWS, feesApi.dues);
  const form = useForm<ReadmitBody>({
    initialValues: { sectionId: '', readmittedOn: new Date().toISOString().slice(0, 10) },
    validate: validateWith(ReadmitBodySchema),
  });
  const submit = form.onSubmit((body) =>
    readmit.mutate(
      { params: { studentId: student._id }, body },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(STUDENT_MESSAGES.readmitted) });
          onClose();
        },
        onError: (err) => void showServerErrors(form, err, t(STUDENT_MESSAGES.saveFailed)),
      },
    ),
  );
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Re-admit {name}', { name: student.name })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t(
              /*i18n*/ 'The same admission number and record: their history, certificates and anything they still owe stay with them.',
            )}
          </Text>
          <Select
            label={t(/*i18n*/ 'Class and section')}
            required
            searchable
            data={sectionOptions(classes.data ?? [])}
            placeholder={t(/*i18n*/ 'Choose')}
            {...selectProps(form, 'sectionId')}
          />
          <DateField label={t(/*i18n*/ 'Re-admitted on')} required {...form.getInputProps('readmittedOn')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" loading={readmit.isPending}>
              {t(/*i18n*/ 'Re-admit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
