import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LeaveBodySchema, STUDENT_MESSAGES, studentsApi, type LeaveBody, type Student } from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { DateField } from '../../../components/DateField';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

export function LeaveDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const t = useT();
  const leave = useEndpointMutation(studentsApi.leave, ...STUDENT_VIEWS);
  const form = useForm<LeaveBody>({
    initialValues: { leftOn: new Date().toISOString().slice(0, 10), reason: '' },
    validate: validateWith(LeaveBodySchema),
  });
  const submit = form.onSubmit((body) =>
    leave.mutate(
      { params: { studentId: student._id }, body },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(STUDENT_MESSAGES.markedLeft) });
          onClose();
        },
        onError: (err) => void showServerErrors(form, err, t(STUDENT_MESSAGES.leaveFailed)),
      },
    ),
  );
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Mark {name} as left', { name: student.name })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <DateField label={t(/*i18n*/ 'Left on')} required {...form.getInputProps('leftOn')} />
          <Textarea
            label={t(/*i18n*/ 'Reason')}
            required
            placeholder={t(/*i18n*/ 'Transfer certificate issued; family moved to Pune')}
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" color="red" loading={leave.isPending}>
              {t(/*i18n*/ 'Mark as left')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
