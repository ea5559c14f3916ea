import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { CV_MAX_BYTES, CV_MESSAGES, type JobseekerProfile } from '@school-portal/contract';
import { TeacherRecord } from '../../../components/TeacherRecord';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSaveCv } from '../api/cv';
import { useT } from '../../../lib/i18n';

const PDF = 'application/pdf';

/**
 * The teacher's CV: upload a PDF (checked here for size and type, and again by its content on the
 * server), open it as schools will, or remove it. Schools see it once she applies or while she is looking.
 */
export function CvPanel({ profile }: { profile: JobseekerProfile }) {
  const t = useT();
  const save = useSaveCv();
  const upload = (file: File | null) => {
    if (!file) return;
    if (file.size > CV_MAX_BYTES) return notify({ color: 'red', message: t(CV_MESSAGES.tooLarge) });
    save.mutate(file, {
      onSuccess: () => notify({ color: 'teal', message: t(CV_MESSAGES.uploaded) }),
      onError: (err) => notify({ color: 'red', message: errorMessage(err, t(CV_MESSAGES.uploadFailed)) }),
    });
  };
  return (
    <Paper withBorder radius="md" p="lg" maw={860} mt="md">
      <Stack gap="sm">
        <Text component="h2" fz="h4" fw={700} m={0}>
          {t(/*i18n*/ 'CV')}
        </Text>
        {profile.cv ? (
          <Group gap="sm" wrap="wrap">
            <Text size="sm">
              {profile.cv.fileName} ·{' '}
              {t(/*i18n*/ '{size} KB', { size: Math.max(1, Math.round(profile.cv.size / 1024)) })} ·{' '}
              {t(/*i18n*/ 'uploaded {date}', { date: formatDate(profile.cv.uploadedAt) })}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={save.isPending && save.variables === null}
              onClick={() => save.mutate(null)}
            >
              {t(/*i18n*/ 'Remove CV')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t(
              /*i18n*/ 'Schools you apply to, and schools looking for teachers while your Looking for Job switch is on, can open it. Its words help those schools find you by keyword.',
            )}
          </Text>
        )}
        <FileInput
          label={
            profile.cv ? t(/*i18n*/ 'Replace CV (PDF, at most 5 MB)') : t(/*i18n*/ 'Upload CV (PDF, at most 5 MB)')
          }
          accept={PDF}
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          value={null}
          onChange={upload}
          disabled={save.isPending}
          maw={420}
        />
        {profile.summary || profile.education.length || profile.workHistory.length ? (
          <TeacherRecord seeker={{ ...profile, state: profile.stateCode, fitReason: null }} photo={false} />
        ) : null}
      </Stack>
    </Paper>
  );
}
