import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import type { Job } from '@school-portal/contract';
import { formatDate } from '../../../lib/format';
import { categoryText, salaryText } from './job-text';
import { useT } from '../../../lib/i18n';
import { placeOf } from '../../../lib/place';

export interface PostedJobActions {
  onView: (job: Job) => void;
  onEdit: (job: Job) => void;
  onDelete: (job: Job) => void;
  onApplicants: (job: Job) => void;
}

/** One job on Posted Jobs: what it is, where, until when, how many applied, and its actions. */
export function PostedJobCard({ job, actions }: { job: Job; actions: PostedJobActions }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={job.title}>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {job.title}
          </Text>
          <Badge variant="light" color={job.category === 'teaching' ? 'blue' : 'grape'} style={{ flexShrink: 0 }}>
            {categoryText(job)}
          </Badge>
        </Group>
        <Text size="sm">{job.position}</Text>
        <Group gap={4} c="dimmed">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" c="inherit">
            {placeOf(job.district, job.state)}
          </Text>
        </Group>
        <Text size="sm">{salaryText(job)}</Text>
        <Text size="sm" c={job.closed ? 'red.8' : 'dimmed'}>
          {job.closed
            ? t(/*i18n*/ 'Closed on {date}', { date: formatDate(job.lastDateToApply) })
            : t(/*i18n*/ 'Apply by {date}', { date: formatDate(job.lastDateToApply) })}{' '}
          · {job.jobId}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUsers size={14} aria-hidden />}
          onClick={() => actions.onApplicants(job)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(/*i18n*/ '{count, plural, one {# applicant} other {# applicants}}', { count: job.applicantCount ?? 0 })}
        </Button>
      </Stack>
      <Group gap="xs" mt="sm" grow>
        <Button size="xs" variant="default" onClick={() => actions.onView(job)}>
          {t(/*i18n*/ 'View')}
        </Button>
        <Button size="xs" variant="default" onClick={() => actions.onEdit(job)}>
          {t(/*i18n*/ 'Edit')}
        </Button>
        <Button size="xs" variant="default" c="var(--mantine-color-error)" onClick={() => actions.onDelete(job)}>
          {t(/*i18n*/ 'Delete')}
        </Button>
      </Group>
    </Card>
  );
}
