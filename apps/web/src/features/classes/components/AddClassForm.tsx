import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { CLASS_MESSAGES, ClassFormSchema, classesApi, type ClassForm } from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';

export function AddClassForm({ academicYearId }: { academicYearId: string }) {
  const add = useEndpointMutation(classesApi.add, classesApi.list);
  const form = useForm<ClassForm>({ initialValues: { name: '', sections: 'A' }, validate: validateWith(ClassFormSchema) });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { body: { academicYearId, ...ClassFormSchema.parse(values) } },
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
