import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { CLASS_MESSAGES, ClassFormSchema, classesApi, type ClassForm } from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';

export function AddClassForm({ academicYearId }: { academicYearId: string }) {
  const t = useT();
  const add = useEndpointMutation(classesApi.add, classesApi.list);
  // The first section's usual name: data the user edits, not a text of the screen.
  const form = useForm<ClassForm>({
    // eslint-disable-next-line lingui/no-unlocalized-strings
    initialValues: { name: '', sections: 'A' },
    validate: validateWith(ClassFormSchema),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { body: { academicYearId, ...ClassFormSchema.parse(values) } },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(CLASS_MESSAGES.classAdded) });
          form.reset();
        },
        onError: (err) => void showServerErrors(form, err, t(CLASS_MESSAGES.saveFailed)),
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Add a class')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" grow wrap="wrap">
            <TextInput
              label={t(/*i18n*/ 'Class name')}
              placeholder={t(/*i18n*/ 'Class 6, or your own name')}
              required
              miw={180}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t(/*i18n*/ 'Sections')}
              description={t(/*i18n*/ 'Separated by commas')}
              placeholder={t(/*i18n*/ 'A, B')}
              miw={160}
              {...form.getInputProps('sections')}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
              {t(/*i18n*/ 'Add class')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
