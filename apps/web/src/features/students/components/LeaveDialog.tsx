import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LeaveBodySchema, STUDENT_MESSAGES, studentsApi, type LeaveBody, type Student } from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { DateField } from '../../../components/DateField';

export function LeaveDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const leave = useEndpointMutation(studentsApi.leave, ...STUDENT_VIEWS);
  const form = useForm<LeaveBody>({ initialValues: { leftOn: new Date().toISOString().slice(0, 10), reason: '' }, validate: validateWith(LeaveBodySchema) });
  const submit = form.onSubmit((body) =>
    leave.mutate({ params: { studentId: student._id }, body }, {
      onSuccess: () => {
        notify({ color: 'teal', message: STUDENT_MESSAGES.markedLeft });
        onClose();
      },
      onError: (err) => void showServerErrors(form, err, STUDENT_MESSAGES.leaveFailed),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Mark ${student.name} as left`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <DateField label="Left on" required {...form.getInputProps('leftOn')} />
          <Textarea label="Reason" required placeholder="Transfer certificate issued; family moved to Pune" autosize minRows={2} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={leave.isPending}>
              Mark as left
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
