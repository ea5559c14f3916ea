import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicJob } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate } from '../../../lib/format';
import { categoryText, experienceText, jobTypeText, salaryText } from './job-text';
import classes from './job-actions.module.css';
import { useT } from '../../../lib/i18n';
import { subjectText } from '@school-portal/contract';

/**
 * The job detail of the spec (section 2). `actions` act on the job (kept at the bottom of a phone's
 * screen); `before` and `after` are the other buttons of the same row (back to the list, share).
 */
export function JobDetails({
  job,
  badge,
  actions,
  before,
  after,
}: {
  job: PublicJob;
  badge?: ReactNode;
  actions: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" maw={820}>
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text component="h2" fz="h3" fw={700} m={0}>
              {job.title}
            </Text>
            <Text fw={500}>{job.instituteName ?? '—'}</Text>
          </div>
          {badge}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          <LabeledValue label={t('Position')} value={job.position} />
          <LabeledValue label={t('Category')} value={categoryText(job)} />
          <LabeledValue label={t('Location')} value={job.location ?? '—'} />
          <LabeledValue label={t('Salary')} value={salaryText(job)} />
          <LabeledValue label={t('Deadline')} value={formatDate(job.lastDateToApply)} />
          <LabeledValue label={t('Experience')} value={experienceText(job)} />
          <LabeledValue label={t('Job type')} value={jobTypeText(job)} />
          {job.subject ? <LabeledValue label={t('Subject')} value={subjectText(job.subject, t)} /> : null}
          <LabeledValue label={t('Vacancies')} value={job.vacancies} />
          <LabeledValue label={t('Job ID')} value={job.jobId} />
        </SimpleGrid>
        {job.closed ? (
          <Badge color="red" variant="light">
            {t('Applications closed')}
          </Badge>
        ) : null}
        {job.description ? (
          <div>
            <Text component="h3" fz="h5" fw={700} m={0} mb={4}>
              {t('Description')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {job.description}
            </Text>
          </div>
        ) : null}
        {job.requirements.length ? (
          <div>
            <Text component="h3" fz="h5" fw={700} m={0} mb={4}>
              {t('Requirements')}
            </Text>
            <List size="sm" spacing={2}>
              {job.requirements.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <div className={classes.bar}>
          <div className={classes.links}>
            {before}
            {after ? <div className={classes.after}>{after}</div> : null}
          </div>
          <div className={classes.actions}>{actions}</div>
        </div>
      </Stack>
    </Paper>
  );
}
