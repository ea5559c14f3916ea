import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLASS_MESSAGES, classesApi, SectionBodySchema, type Section, type SectionBody } from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

/** Adds a section to a class, or edits one: name, class teacher and capacity. */
export function SectionDialog({
  classId,
  className,
  section,
  onClose,
}: {
  classId: string;
  className: string;
  section: Section | null;
  onClose: () => void;
}) {
  const t = useT();
  const add = useEndpointMutation(classesApi.addSection, classesApi.list);
  const update = useEndpointMutation(classesApi.updateSection, classesApi.list);
  const form = useForm<SectionBody>({
    initialValues: {
      name: section?.name ?? '',
      classTeacher: section?.classTeacher ?? '',
      capacity: section?.capacity ?? '',
    },
    validate: validateWith(SectionBodySchema),
  });
  const submit = form.onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notify({ color: 'teal', message: section ? t(CLASS_MESSAGES.sectionSaved) : t(CLASS_MESSAGES.sectionAdded) });
        onClose();
      },
      onError: (err: unknown) => void showServerErrors(form, err, t(CLASS_MESSAGES.saveFailed)),
    };
    if (section) update.mutate({ params: { sectionId: section._id }, body }, done);
    else add.mutate({ params: { classId }, body }, done);
  });
  return (
    <Dialog
      opened
      onClose={onClose}
      title={
        section
          ? t(/*i18n*/ 'Edit section {section} of {name}', { section: section.name, name: className })
          : t(/*i18n*/ 'Add a section to {name}', { name: className })
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t(/*i18n*/ 'Section name')}
            required
            placeholder={t(/*i18n*/ 'A')}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t(/*i18n*/ 'Class teacher')}
            placeholder={t(/*i18n*/ 'Mrs. Kavita Rao')}
            {...form.getInputProps('classTeacher')}
          />
          <NumberInput
            label={t(/*i18n*/ 'Capacity')}
            placeholder="40"
            min={1}
            max={500}
            allowDecimal={false}
            {...form.getInputProps('capacity')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {t(/*i18n*/ 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
