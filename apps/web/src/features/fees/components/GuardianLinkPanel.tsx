import { useState } from 'react';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { GUARDIAN_FEE_MESSAGES, guardianFeesApi } from '@school-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { call, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { RemindButton } from './RemindButton';

/** The fee card's link for the guardian: their fees and UPI payment without signing in; reissued when it leaked. */
export function GuardianLinkPanel({ studentId, name }: { studentId: string; name: string }) {
  const t = useT();
  const linkQuery = endpointQuery(guardianFeesApi.link, { params: { studentId } });
  const link = useQuery(linkQuery);
  const queryClient = useQueryClient();
  const reissue = useMutation({
    mutationFn: () => call(guardianFeesApi.reissueLink, { params: { studentId } }),
    onSuccess: (answer) => queryClient.setQueryData(linkQuery.queryKey, answer),
  });
  const reminded = useQuery(endpointQuery(guardianFeesApi.remindedToday)).data?.find((r) => r.studentId === studentId);
  const [asking, setAsking] = useState(false);
  const url = link.data ? new URL(link.data.path, window.location.origin).toString() : '';
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => notify({ color: 'teal', message: t(/*i18n*/ 'Link copied.') }))
      .catch(() => notify({ color: 'red', message: t(/*i18n*/ 'Could not copy: select the link and copy it.') }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t(/*i18n*/ "Guardian's fee page")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(
          /*i18n*/ "Anyone with this link sees this student's fees and can pay by UPI, without signing in. Send it to the guardian only.",
        )}
      </Text>
      {link.isError ? <Text c="red">{errorMessage(link.error, t(GUARDIAN_FEE_MESSAGES.linkInvalid))}</Text> : null}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t(/*i18n*/ 'Fee page link')}
          value={url}
          readOnly
          w={{ base: '100%', sm: 420 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => void copy()}
          disabled={!url}
        >
          {t(/*i18n*/ 'Copy link')}
        </Button>
        <Button
          variant="default"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => setAsking(true)}
          disabled={!url}
        >
          {t(/*i18n*/ 'Revoke and reissue')}
        </Button>
        <RemindButton studentId={studentId} name={name} remindedAt={reminded?.remindedAt} />
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t(/*i18n*/ 'Revoke the link and make a new one?')}
        confirmLabel={t(/*i18n*/ 'Revoke and reissue')}
        danger
        loading={reissue.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          reissue.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify({ color: 'teal', message: t(GUARDIAN_FEE_MESSAGES.linkRevoked) });
            },
            onError: (err) =>
              notify({ color: 'red', message: errorMessage(err, t(GUARDIAN_FEE_MESSAGES.linkInvalid)) }),
          })
        }
      >
        <Text size="sm">
          {t(/*i18n*/ 'The old link will stop opening the fee page at once. Send the guardian the new one.')}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
