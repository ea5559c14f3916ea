import { useEffect } from 'react';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GUARDIAN_FEE_MESSAGES,
  guardianFeesApi,
  UpiSettingsBodySchema,
  type UpiSettingsBody,
} from '@school-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { call, errorMessage } from '../../../lib/api-client';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { endpointQuery } from '../../../lib/endpoint-query';

/** Where parents pay from the fee page link: the school's own UPI ID, so the money reaches its account directly. */
export function UpiSettingsPanel() {
  // Where parents' money goes is the institute admin's to set, as the fee structure is.
  const t = useT();
  const canEdit = useSession()?.role === 'instituteAdmin';
  const current = useQuery(endpointQuery(guardianFeesApi.upiSettings));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: UpiSettingsBody) => call(guardianFeesApi.setUpiSettings, { body }),
    onSuccess: (answer) => queryClient.setQueryData(endpointQuery(guardianFeesApi.upiSettings).queryKey, answer),
  });
  const form = useForm<UpiSettingsBody>({
    initialValues: { vpa: '', payeeName: '' },
    validate: validateWith(UpiSettingsBodySchema),
  });
  const { vpa, payeeName } = current.data ?? {};
  useEffect(() => {
    if (vpa !== undefined) form.setValues({ vpa: vpa ?? '', payeeName: payeeName ?? '' });
    // Only when the saved values change: typing must not be overwritten.
  }, [vpa, payeeName]);
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify({ color: 'teal', message: t(GUARDIAN_FEE_MESSAGES.upiSaved) }),
      onError: (err) => void showServerErrors(form, err, t(GUARDIAN_FEE_MESSAGES.upiNotSet)),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'UPI payments')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(
          /*i18n*/ 'Parents pay from their fee page link with any UPI app, straight to this UPI ID; the office confirms each payment against the bank statement.',
        )}
      </Text>
      {current.isPending ? <Loading label={t(/*i18n*/ 'Loading UPI details')} py="xs" /> : null}
      {current.isError ? (
        <LoadError
          message={errorMessage(current.error, t(GUARDIAN_FEE_MESSAGES.upiNotSet))}
          onRetry={() => void current.refetch()}
        />
      ) : null}
      {current.data ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t(/*i18n*/ "School's UPI ID")}
              placeholder="schoolname@sbi"
              required
              w={260}
              maw="100%"
              disabled={!canEdit}
              {...form.getInputProps('vpa')}
            />
            <TextInput
              label={t(/*i18n*/ 'Payee name (shown in the UPI app)')}
              required
              w={300}
              maw="100%"
              disabled={!canEdit}
              {...form.getInputProps('payeeName')}
            />
          </Group>
          {canEdit ? (
            <Button type="submit" mt="sm" loading={save.isPending}>
              {t(/*i18n*/ 'Save UPI details')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </Paper>
  );
}
