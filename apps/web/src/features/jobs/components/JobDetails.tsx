import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicJob } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate } from '../../../lib/format';
import { categoryText, experienceText, jobTypeText, salaryText } from './job-text';
import classes from './job-actions.module.css';

/** The job detail of the spec (section 2), for a signed-in job seeker and for a shared link alike. */
export function JobDetails({ job, badge, actions }: { job: PublicJob; badge?: ReactNode; actions: ReactNode }) {
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
          <LabeledValue label="Position" value={job.position} />
          <LabeledValue label="Category" value={categoryText(job)} />
          <LabeledValue label="Location" value={job.location ?? '—'} />
          <LabeledValue label="Salary" value={salaryText(job)} />
          <LabeledValue label="Deadline" value={formatDate(job.lastDateToApply)} />
          <LabeledValue label="Experience" value={experienceText(job)} />
          <LabeledValue label="Job type" value={jobTypeText(job)} />
          {job.subject ? <LabeledValue label="Subject" value={job.subject} /> : null}
          <LabeledValue label="Vacancies" value={job.vacancies} />
          <LabeledValue label="Job ID" value={job.jobId} />
        </SimpleGrid>
        {job.closed ? (
          <Badge color="red" variant="light">
            Applications closed
          </Badge>
        ) : null}
        {job.description ? (
          <div>
            <Text component="h3" fz="h5" fw={700} m={0} mb={4}>
              Description
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {job.description}
            </Text>
          </div>
        ) : null}
        {job.requirements.length ? (
          <div>
            <Text component="h3" fz="h5" fw={700} m={0} mb={4}>
              Requirements
            </Text>
            <List size="sm" spacing={2}>
              {job.requirements.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <Group className={classes.actions}>{actions}</Group>
      </Stack>
    </Paper>
  );
}
