import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { FEE_MESSAGES, FeeHeadBodySchema, feesApi, type FeeHeadBody } from '@school-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { call } from '../../../lib/api-client';

/** What the school charges for, each marked refundable or tuition (for the income-tax certificate). */
export function FeeHeadsPanel() {
  const t = useT();
  const heads = useQuery(endpointQuery(feesApi.heads));
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: FeeHeadBody) => call(feesApi.addHead, { body }),
    onSuccess: () => invalidate(queryClient, feesApi.heads),
  });
  const form = useForm<FeeHeadBody>({
    initialValues: {
      name: '',
      refundable: false,
      isTuition: false,
      chargedBeforeAdmission: false,
      forChosenStudents: false,
    },
    validate: validateWith(FeeHeadBodySchema),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notify({ color: 'teal', message: t(FEE_MESSAGES.headAdded) });
        form.reset();
      },
      onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Fee heads')}
      </Title>
      {heads.isPending ? <Loading label={t(/*i18n*/ 'Loading fee heads')} py="xs" /> : null}
      {heads.isError ? <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void heads.refetch()} /> : null}
      {heads.data?.length === 0 ? <Text c="dimmed">{t(FEE_MESSAGES.noHeads)}</Text> : null}
      {/* A line a head, its marks after it: as badges, which never wrap, a long head with its marks ran past a phone's edge. */}
      <Stack gap={4} mb="md">
        {heads.data?.map((h) => {
          const marks = [
            h.isTuition && t(/*i18n*/ 'tuition'),
            h.refundable && t(/*i18n*/ 'refundable'),
            h.chargedBeforeAdmission && t(/*i18n*/ 'charged to mid-year admissions'),
            h.forChosenStudents && t(/*i18n*/ 'chosen students'),
          ].filter(Boolean);
          return (
            <Text key={h._id} size="sm">
              <Text span fw={600}>
                {h.name}
              </Text>
              {marks.length ? (
                <Text span c="dimmed">
                  {` · ${marks.join(' · ')}`}
                </Text>
              ) : null}
            </Text>
          );
        })}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t(/*i18n*/ 'Fee head name')}
            placeholder={t(/*i18n*/ 'Tuition, Transport, Exam...')}
            required
            {...form.getInputProps('name')}
          />
          <Group>
            <Checkbox
              label={t(/*i18n*/ 'Tuition (counts for the income-tax certificate)')}
              {...form.getInputProps('isTuition', { type: 'checkbox' })}
            />
            <Checkbox label={t(/*i18n*/ 'Refundable')} {...form.getInputProps('refundable', { type: 'checkbox' })} />
          </Group>
          <Checkbox
            label={t(/*i18n*/ 'Charge in full to students admitted mid-year')}
            description={t(
              /*i18n*/ 'For an admission or annual fee. Other heads are charged from the instalment due on or after the admission date.',
            )}
            {...form.getInputProps('chargedBeforeAdmission', { type: 'checkbox' })}
          />
          <Checkbox
            label={t(/*i18n*/ 'Only for students assigned it')}
            description={t(
              /*i18n*/ "A bus route (one head per route, each with its own amounts), hostel or an activity: set its instalments in the class's structure, then assign it to students below or from a student's page.",
            )}
            {...form.getInputProps('forChosenStudents', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
              {t(/*i18n*/ 'Add fee head')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
