import type { ReactNode } from 'react';
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Job } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate } from '../../../lib/format';
import {
  categoryText,
  dateText,
  experienceText,
  jobTypeText,
  levelText,
  postedText,
  salaryText,
  workModeText,
} from './job-text';
import classes from './job-actions.module.css';
import { useT } from '../../../lib/i18n';
import { requirementText, subjectText } from '@school-portal/contract';
import { placeOf } from '../../../lib/place';

/**
 * The job detail of the spec (section 2), with what a teacher decides on before applying: the level, the
 * work mode, the interview date, how long ago it was posted and whom to contact. `actions` act on the job (kept at the bottom of a phone's
 * screen); `before` and `after` are the other buttons of the same row (back to the list, share).
 */
export function JobDetails({
  job,
  badge,
  actions,
  before,
  after,
}: {
  job: Job;
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
            <Text size="sm" c="dimmed">
              {postedText(job.createdAt)}
            </Text>
          </div>
          {badge}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          <LabeledValue label={t(/*i18n*/ 'Position')} value={job.position} />
          <LabeledValue label={t(/*i18n*/ 'Category')} value={categoryText(job)} />
          <LabeledValue label={t(/*i18n*/ 'Location')} value={placeOf(job.district, job.state)} />
          <LabeledValue label={t(/*i18n*/ 'Salary')} value={salaryText(job)} />
          <LabeledValue label={t(/*i18n*/ 'Deadline')} value={formatDate(job.lastDateToApply)} />
          <LabeledValue label={t(/*i18n*/ 'Experience')} value={experienceText(job)} />
          <LabeledValue label={t(/*i18n*/ 'Job type')} value={jobTypeText(job)} />
          {job.subject ? <LabeledValue label={t(/*i18n*/ 'Subject')} value={subjectText(job.subject, t)} /> : null}
          {job.teachingLevel ? <LabeledValue label={t(/*i18n*/ 'Teaching level')} value={levelText(job)} /> : null}
          {job.workMode ? <LabeledValue label={t(/*i18n*/ 'Work mode')} value={workModeText(job)} /> : null}
          <LabeledValue label={t(/*i18n*/ 'Interview date')} value={dateText(job.interviewDate)} />
          <LabeledValue label={t(/*i18n*/ 'Vacancies')} value={job.vacancies} />
          <LabeledValue label={t(/*i18n*/ 'Job ID')} value={job.jobId} />
        </SimpleGrid>
        {job.phone || job.email || job.address ? (
          <div>
            <Text component="h3" fz="h5" fw={700} m={0} mb={4}>
              {t(/*i18n*/ 'Contact the school')}
            </Text>
            <Stack gap={2}>
              {job.address ? <Text size="sm">{job.address}</Text> : null}
              {job.phone ? (
                <Anchor size="sm" href={`tel:${job.phone}`}>
                  {job.phone}
                </Anchor>
              ) : null}
              {job.email ? (
                <Anchor size="sm" href={`mailto:${job.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {job.email}
                </Anchor>
              ) : null}
            </Stack>
          </div>
        ) : null}
        {job.closed ? (
          <Badge color="red" variant="light">
            {t(/*i18n*/ 'Applications closed')}
          </Badge>
        ) : null}
        {job.description ? (
          <div>
            <Text component="h3" fz="h5" fw={700} m={0} mb={4}>
              {t(/*i18n*/ 'Description')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {job.description}
            </Text>
          </div>
        ) : null}
        {job.requirements.length ? (
          <div>
            <Text component="h3" fz="h5" fw={700} m={0} mb={4}>
              {t(/*i18n*/ 'Requirements')}
            </Text>
            <List size="sm" spacing={2}>
              {job.requirements.map((r) => (
                <List.Item key={r}>{requirementText(r, t)}</List.Item>
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
