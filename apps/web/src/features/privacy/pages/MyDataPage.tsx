import { useState } from 'react';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { PRIVACY_MESSAGES } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { downloadMyData } from '../api/download-my-data';
import { t, useT } from '../../../lib/i18n';

/**
 * Settings → Your Data (India's DPDP Act 2023): a job seeker downloads everything the portal holds about
 * them and can delete the account; an institute admin can close the institute's account.
 */
export function MyDataPage() {
  const t = useT();
  const session = useSession();
  const isSeeker = session?.role === 'jobseeker';
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Your Data')}
        description={t(/*i18n*/ 'What the portal holds about you, and how to remove it.')}
      />
      <Stack maw={640}>
        {isSeeker && (
          <Card withBorder padding="lg">
            <Title order={2} size="h4">
              {t(/*i18n*/ 'Download your data')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t(
                /*i18n*/ 'Your account, profile, picture, applications with their stages, and notifications, as one file.',
              )}
            </Text>
            {downloadError && (
              <Alert color="red" mb="sm">
                {downloadError}
              </Alert>
            )}
            <Group>
              <Button
                leftSection={<IconDownload size={16} />}
                onClick={() => {
                  setDownloadError(null);
                  downloadMyData(session.userId).catch((err: unknown) =>
                    setDownloadError(errorMessage(err, t(PRIVACY_MESSAGES.downloadFailed))),
                  );
                }}
              >
                {t(/*i18n*/ 'Download')}
              </Button>
            </Group>
          </Card>
        )}
        <DeleteCard kind={isSeeker ? 'account' : 'institute'} />
      </Stack>
    </>
  );
}

/** The card's words in the language on screen. */
const textsOf = (kind: 'account' | 'institute') =>
  ({
    account: {
      title: t(/*i18n*/ 'Delete your account'),
      text: t(
        /*i18n*/ 'Your profile, picture and notifications are erased and you can no longer sign in. Schools you applied to see a withdrawn applicant. This cannot be undone.',
      ),
      button: t(/*i18n*/ 'Delete my account'),
    },
    institute: {
      title: t(/*i18n*/ "Close the institute's account"),
      text: t(
        /*i18n*/ "Every account of the institute is erased and can no longer sign in. Fee receipts and student records stay, as the school's records the law requires it to keep. This cannot be undone.",
      ),
      button: t(/*i18n*/ "Close the institute's account"),
    },
  })[kind];

function DeleteCard({ kind }: { kind: 'account' | 'institute' }) {
  const t = useT();
  const remove = useDeleteAccount(kind);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const fieldErrors = remove.error instanceof ApiError ? remove.error.fieldErrors : {};
  const words = textsOf(kind);
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        {words.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {words.text}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          remove.mutate({ password, confirm: confirm as 'DELETE' });
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label={t(/*i18n*/ 'Your password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
            autoComplete="current-password"
          />
          <TextInput
            label={t(/*i18n*/ 'Type DELETE to confirm')}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={fieldErrors.confirm}
          />
          {remove.isError && !Object.keys(fieldErrors).length && (
            <Alert color="red">{errorMessage(remove.error, words.title)}</Alert>
          )}
          <Group>
            <Button
              type="submit"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              disabled={confirm !== 'DELETE' || !password}
            >
              {words.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
