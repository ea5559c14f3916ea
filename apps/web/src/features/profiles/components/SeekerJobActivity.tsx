import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STAGES, STAGE_LABELS, applicationsApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { endpointQuery } from '../../../lib/endpoint-query';
import { paths } from '../../../lib/routes';
import { JobHeadline } from './JobHeadline';
import { FitReason } from '../../../components/FitReason';

/** The seeker's applications by stage and the newest open jobs matching their subject and place. */
export function SeekerJobActivity() {
  const summary = useQuery(endpointQuery(applicationsApi.summary));
  if (summary.isPending) return <Loading label="Loading your applications" />;
  if (summary.isError) return <LoadError message="Failed to load your applications." onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  return (
    <>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Text component="h2" fz="h4" fw={700} m={0}>
            Your applications
          </Text>
          <Anchor component={Link} to={paths.jobseeker.appliedJobs} size="sm">
            {s.total === 1 ? '1 application' : `${s.total} applications`}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
          {APPLICATION_STAGES.map((stage) => (
            <Stack key={stage} gap={0} align="center">
              <Text fz={24} fw={700}>
                {s.byStage[stage] ?? 0}
              </Text>
              <Text size="xs" c="dimmed">
                {STAGE_LABELS[stage]}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Text component="h2" fz="h4" fw={700} m={0} mb="sm">
          Jobs for you
        </Text>
        {s.matchingJobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            No open jobs match your subject and place yet.{' '}
            <Anchor component={Link} to={paths.jobseeker.searchJobs} underline="always">
              Browse all jobs
            </Anchor>
          </Text>
        ) : (
          <Stack gap="xs">
            {s.matchingJobs.map((job) => (
              <Group key={job._id} justify="space-between" wrap="nowrap">
                <div>
                  <JobHeadline job={job} />
                  <FitReason reason={job.fitReason} />
                </div>
                {job.applied ? (
                  <Badge color="teal" variant="light">
                    Applied
                  </Badge>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </>
  );
}
