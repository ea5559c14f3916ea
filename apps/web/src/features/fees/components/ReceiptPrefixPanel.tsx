import { useEffect } from 'react';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEE_MESSAGES, feesApi, ReceiptPrefixBodySchema, type ReceiptPrefixBody } from '@school-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { call, errorMessage } from '../../../lib/api-client';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The school's own prefix for this year's receipt numbers; the count itself never restarts. */
export function ReceiptPrefixPanel() {
  const t = useT();
  const current = useQuery(endpointQuery(feesApi.receiptPrefix));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ReceiptPrefixBody) => call(feesApi.setReceiptPrefix, { body }),
    onSuccess: (answer) => queryClient.setQueryData(endpointQuery(feesApi.receiptPrefix).queryKey, answer),
  });
  const form = useForm<ReceiptPrefixBody>({
    initialValues: { prefix: '' },
    validate: validateWith(ReceiptPrefixBodySchema),
  });
  const loaded = current.data?.prefix;
  useEffect(() => {
    if (loaded !== undefined) form.setValues({ prefix: loaded });
    // Only when the saved prefix changes: typing must not be overwritten.
  }, [loaded]);
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify({ color: 'teal', message: t(FEE_MESSAGES.prefixSaved) }),
      onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Receipt numbers')}
      </Title>
      {current.isPending ? <Loading label={t(/*i18n*/ 'Loading receipt numbers')} py="xs" /> : null}
      {current.isError ? (
        <LoadError
          message={errorMessage(current.error, t(FEE_MESSAGES.loadFailed))}
          onRetry={() => void current.refetch()}
        />
      ) : null}
      {current.data ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t(/*i18n*/ 'Receipt prefix for {year}', { year: current.data.academicYear })}
              required
              w={220}
              maw="100%"
              {...form.getInputProps('prefix')}
            />
            <Button type="submit" loading={save.isPending}>
              {t(/*i18n*/ 'Save prefix')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {t(/*i18n*/ 'Next receipt:')} <strong>{current.data.nextReceiptNo}</strong>
          </Text>
        </form>
      ) : null}
    </Paper>
  );
}
