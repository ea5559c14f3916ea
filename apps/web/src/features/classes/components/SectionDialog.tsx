import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLASS_MESSAGES, classesApi, SectionBodySchema, type Section, type SectionBody } from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';

/** Adds a section to a class, or edits one: name, class teacher and capacity. */
export function SectionDialog({ classId, className, section, onClose }: { classId: string; className: string; section: Section | null; onClose: () => void }) {
  const add = useEndpointMutation(classesApi.addSection, classesApi.list);
  const update = useEndpointMutation(classesApi.updateSection, classesApi.list);
  const form = useForm<SectionBody>({
    initialValues: { name: section?.name ?? '', classTeacher: section?.classTeacher ?? '', capacity: section?.capacity ?? '' },
    validate: validateWith(SectionBodySchema),
  });
  const submit = form.onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notify({ color: 'teal', message: section ? CLASS_MESSAGES.sectionSaved : CLASS_MESSAGES.sectionAdded });
        onClose();
      },
      onError: (err: unknown) => void showServerErrors(form, err, CLASS_MESSAGES.saveFailed),
    };
    if (section) update.mutate({ params: { sectionId: section._id }, body }, done);
    else add.mutate({ params: { classId }, body }, done);
  });
  return (
    <Modal opened onClose={onClose} title={section ? `Edit section ${section.name} of ${className}` : `Add a section to ${className}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Section name" required placeholder="A" data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Class teacher" placeholder="Mrs. Kavita Rao" {...form.getInputProps('classTeacher')} />
          <NumberInput label="Capacity" placeholder="40" min={1} max={500} allowDecimal={false} {...form.getInputProps('capacity')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
