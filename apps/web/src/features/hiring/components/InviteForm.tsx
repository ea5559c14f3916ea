import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  HIRING_MESSAGES,
  hiringApi,
  InvitationFormSchema,
  MEETING_KINDS,
  MEETING_KIND_LABELS,
  MEETING_MODES,
  MEETING_MODE_LABELS,
  type InvitationForm,
} from '@school-portal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';

const placeLabel = (mode: InvitationForm['mode'], t: ReturnType<typeof useT>) =>
  mode === 'inPerson'
    ? t(/*i18n*/ 'Address')
    : mode === 'phone'
      ? t(/*i18n*/ 'Phone the school will call from')
      : t(/*i18n*/ 'Video call link');

/** The school proposes times (Indian time) for an interview or a demo lesson. */
export function InviteForm({ applicationId }: { applicationId: string }) {
  const t = useT();
  const invite = useEndpointMutation(hiringApi.invite, hiringApi.desk);
  const form = useForm<InvitationForm>({
    initialValues: {
      kind: 'demo',
      mode: 'inPerson',
      place: '',
      className: '',
      topic: '',
      durationMinutes: 40,
      slots: [''],
    },
    validate: validateWith(InvitationFormSchema),
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(
      { params: { applicationId }, body: values },
      {
        onSuccess: (res) => {
          notify({ color: 'green', message: res.message });
          form.reset();
        },
        onError: (err) => showServerErrors(form, err, t(HIRING_MESSAGES.sendFailed)),
      },
    ),
  );
  const { values } = form;
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t(/*i18n*/ 'Propose an interview or demo lesson')}
          </Title>
          <SegmentedControl
            aria-label={t(/*i18n*/ 'Kind')}
            data={MEETING_KINDS.map((k) => ({ value: k, label: t(MEETING_KIND_LABELS[k]) }))}
            {...form.getInputProps('kind')}
          />
          <Select
            label={t(/*i18n*/ 'Where')}
            allowDeselect={false}
            data={MEETING_MODES.map((m) => ({ value: m, label: t(MEETING_MODE_LABELS[m]) }))}
            {...form.getInputProps('mode')}
          />
          <TextInput label={placeLabel(values.mode, t)} required {...form.getInputProps('place')} />
          {values.kind === 'demo' ? (
            <Group grow align="flex-start">
              <TextInput
                label={t(/*i18n*/ 'Class')}
                placeholder={t(/*i18n*/ 'Class 8 B')}
                required
                {...form.getInputProps('className')}
              />
              <TextInput label={t(/*i18n*/ 'Topic')} required {...form.getInputProps('topic')} />
            </Group>
          ) : null}
          <NumberInput
            label={t(/*i18n*/ 'Duration (minutes)')}
            min={10}
            max={240}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('durationMinutes')}
          />
          <Stack gap={6}>
            {values.slots.map((_, i) => (
              <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  type="datetime-local"
                  label={t(/*i18n*/ 'Time {number} (Indian time)', { number: i + 1 })}
                  required
                  style={{ flex: 1 }}
                  {...form.getInputProps(`slots.${i}`)}
                />
                {values.slots.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t(/*i18n*/ 'Remove time {number}', { number: i + 1 })}
                    onClick={() => form.removeListItem('slots', i)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            {form.errors.slots ? (
              <div
                role="alert"
                style={{ color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-xs)' }}
              >
                {form.errors.slots}
              </div>
            ) : null}
          </Stack>
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={values.slots.length >= 6}
              onClick={() => form.insertListItem('slots', '')}
            >
              {t(/*i18n*/ 'Add another time')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t(/*i18n*/ 'Send invitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
