import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { AUTH_MESSAGES } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import type { ProfileEditing } from '../hooks/use-profile-editing';

interface ProfileLayoutProps {
  title: string;
  description?: string;
  /** Whether the form shows (useProfileEditing); until the first complete save, the notice too. */
  edit: ProfileEditing;
  /** The picture with its button (PictureInput). */
  picture: ReactNode;
  /** Beside the picture: the job seeker's Looking for Job switch. */
  aside?: ReactNode;
  /** While editing, in place of the details: the form with its save bar (ProfileForm). */
  editor: ReactNode;
  /** The saved profile as read-only values. */
  details: ReactNode;
  /** The card's widest width. */
  width?: number;
}

/**
 * Every role's profile screen: the heading with Edit Profile, the notice until the profile is
 * complete, then one card with the picture on top and either the saved values or the form with its
 * save bar (ProfileForm).
 */
export function ProfileLayout({
  title,
  description,
  edit: { incomplete, editing, setEditing },
  picture,
  aside,
  editor,
  details,
  width = 720,
}: ProfileLayoutProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          editing ? null : (
            <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t(/*i18n*/ 'Edit Profile')}
            </Button>
          )
        }
      />
      {/* Until the first complete save every other screen sends the user here; this says why. */}
      {incomplete ? (
        <Alert color="yellow" mb="md" role="status">
          {t(AUTH_MESSAGES.completeProfile)}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg" maw={width}>
        <Stack>
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            {picture}
            {aside}
          </Group>
          <Divider />
          {editing ? editor : details}
        </Stack>
      </Paper>
    </>
  );
}

/** A profile's form with its save bar: Cancel (not until the profile is first complete) and Save. */
export function ProfileForm({
  submit,
  cancel,
  saving,
  incomplete,
  children,
}: {
  submit: FormEventHandler<HTMLFormElement>;
  cancel: () => void;
  saving: boolean;
  incomplete: boolean;
  /** The form's fields, in sections. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {children}
        <Group justify="flex-end">
          {incomplete ? null : (
            <Button variant="default" onClick={cancel} disabled={saving}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {t(/*i18n*/ 'Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A titled part of a profile's form or details ("Education", "Work history"). */
export function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <div>
        <Text component="h2" fz="h4" fw={700} m={0}>
          {title}
        </Text>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
