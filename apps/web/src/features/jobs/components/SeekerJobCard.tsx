import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Job } from '@school-portal/contract';
import { formatDate } from '../../../lib/format';
import { hrefOf, paths } from '../../../lib/paths';
import { SaveJobButton } from './SaveJobButton';
import { categoryText, experienceText, jobTypeText, salaryText } from './job-text';
import { useT } from '../../../lib/i18n';
import { subjectText } from '@school-portal/contract';
import { placeOf } from '../../../lib/place';
import classes from './seeker-job-card.module.css';

/** A job in Browse Jobs: the essentials, the Applied badge once applied, and Apply. */
export function SeekerJobCard({
  job,
  onApply,
  applying,
}: {
  job: Job;
  onApply: (id: string) => void;
  applying: boolean;
}) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={job.title} className={classes.card}>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={hrefOf(paths.jobseeker.job, job._id)} fw={700} lineClamp={2}>
            {job.title}
          </Anchor>
          {job.applied ? (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconCircleCheck size={12} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {t(/*i18n*/ 'Applied')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" fw={500}>
          {job.instituteName ?? '—'}
        </Text>
        <Group gap={4} c="dimmed">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" c="inherit">
            {placeOf(job.district, job.state)}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="default">{categoryText(job)}</Badge>
          <Badge variant="default">{jobTypeText(job)}</Badge>
          {job.subject ? <Badge variant="default">{subjectText(job.subject, t)}</Badge> : null}
        </Group>
        <Text size="sm">
          {salaryText(job)} · {experienceText(job)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'Apply by {date}', { date: formatDate(job.lastDateToApply) })}
        </Text>
      </Stack>
      {/* Each button as wide as its words (Tamil "விண்ணப்பித்தது" is twice "Applied"); they wrap, never cut, on a phone. */}
      <Group gap="xs" mt="sm" grow preventGrowOverflow={false}>
        <Button size="xs" variant="default" component={Link} to={hrefOf(paths.jobseeker.job, job._id)}>
          {t(/*i18n*/ 'View')}
        </Button>
        <SaveJobButton job={job} size="xs" compact />
        <Button
          size="xs"
          disabled={job.applied}
          loading={applying}
          onClick={() => onApply(job._id)}
          aria-label={
            job.applied
              ? t(/*i18n*/ 'Applied to {title}', { title: job.title })
              : t(/*i18n*/ 'Apply to {title}', { title: job.title })
          }
        >
          {job.applied ? t(/*i18n*/ 'Applied') : t(/*i18n*/ 'Apply')}
        </Button>
      </Group>
    </Card>
  );
}
