import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import {
  MODERATION_MESSAGES,
  moderationApi,
  ReasonTemplateBodySchema,
  type ReasonTemplateForm,
} from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';

/** The super admin's saved rejection reasons: added here, picked in the reject dialog. */
export function ReasonTemplatesPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const templates = useQuery(endpointQuery(moderationApi.templates));
  const form = useForm<ReasonTemplateForm>({
    initialValues: { text: '' },
    validate: validateWith(ReasonTemplateBodySchema),
  });
  const refresh = () => invalidate(queryClient, moderationApi.templates);
  const add = useMutation({
    mutationFn: (body: ReasonTemplateForm) => call(moderationApi.addTemplate, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(moderationApi.removeTemplate, { params: { id } }),
    onSuccess: refresh,
  });

  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Title order={2} size="h4" mb="sm">
        {t(MODERATION_MESSAGES.templates)}
      </Title>
      <Stack gap="xs">
        {templates.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(MODERATION_MESSAGES.noTemplates)}
          </Text>
        ) : null}
        {templates.data?.map((template) => (
          <Group key={template._id} justify="space-between" wrap="nowrap">
            <Text size="sm">{template.text}</Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t(/*i18n*/ 'Delete: {reason}', { reason: template.text })}
              loading={remove.isPending && remove.variables === template._id}
              onClick={() => remove.mutate(template._id)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <form
          onSubmit={form.onSubmit((values) =>
            add.mutate(values, {
              onSuccess: () => form.reset(),
              onError: (err) => showServerErrors(form, err, t(MODERATION_MESSAGES.templateFailed)),
            }),
          )}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t(MODERATION_MESSAGES.templateText)}
              maxLength={500}
              style={{ flex: 1, minWidth: '14rem' }}
              {...form.getInputProps('text')}
            />
            <Button type="submit" variant="light" loading={add.isPending}>
              {t(MODERATION_MESSAGES.addTemplate)}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
