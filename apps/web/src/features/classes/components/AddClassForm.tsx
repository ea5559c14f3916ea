import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { CLASS_MESSAGES } from '@school-portal/contract';
import { showServerErrors } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useAddClass } from '../api/add-class';

/** Section names typed as a list: "A, B, C". */
const splitSections = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function AddClassForm({ academicYearId }: { academicYearId: string }) {
  const add = useAddClass();
  const form = useForm({
    initialValues: { name: '', sections: 'A' },
    validate: { name: (v) => (v.trim() ? null : 'Class name is required.') },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { academicYearId, name: values.name, sections: splitSections(values.sections).map((name) => ({ name })) },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: CLASS_MESSAGES.classAdded });
          form.reset();
        },
        onError: (err) => void showServerErrors(form, err, CLASS_MESSAGES.saveFailed),
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Add a class
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" grow wrap="wrap">
            <TextInput label="Class name" placeholder="Class 6, or your own name" required miw={180} {...form.getInputProps('name')} />
            <TextInput label="Sections" description="Separated by commas" placeholder="A, B" miw={160} {...form.getInputProps('sections')} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
              Add class
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
