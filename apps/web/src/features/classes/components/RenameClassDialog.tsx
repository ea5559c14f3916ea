import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CLASS_MESSAGES,
  classesApi,
  UpdateClassBodySchema,
  type SchoolClass,
  type UpdateClassBody,
} from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

export function RenameClassDialog({ schoolClass, onClose }: { schoolClass: SchoolClass; onClose: () => void }) {
  const t = useT();
  const update = useEndpointMutation(classesApi.update, classesApi.list);
  const form = useForm<UpdateClassBody>({
    initialValues: { name: schoolClass.name, position: schoolClass.position },
    validate: validateWith(UpdateClassBodySchema),
  });
  const submit = form.onSubmit((body) =>
    update.mutate(
      { params: { classId: schoolClass._id }, body },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(CLASS_MESSAGES.classSaved) });
          onClose();
        },
        onError: (err) => void showServerErrors(form, err, t(CLASS_MESSAGES.saveFailed)),
      },
    ),
  );
  return (
    <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Rename {name}', { name: schoolClass.name })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t(/*i18n*/ 'Class name')} required data-autofocus {...form.getInputProps('name')} />
          <NumberInput
            label={t(/*i18n*/ 'Order')}
            description={t(/*i18n*/ 'Classes are listed from the lowest number')}
            min={0}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps('position')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t(/*i18n*/ 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
