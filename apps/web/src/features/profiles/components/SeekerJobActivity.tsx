import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STAGES, STAGE_LABELS, applicationsApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { endpointQuery } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { paths } from '../../../lib/paths';
import { JobHeadline } from './JobHeadline';
import { FitReason } from '../../../components/FitReason';
import { useT } from '../../../lib/i18n';

/** The seeker's applications by stage and the newest open jobs matching their subject and place. */
export function SeekerJobActivity() {
  const t = useT();
  const summary = useQuery({ ...endpointQuery(applicationsApi.summary), ...keptBetweenVisits });
  if (summary.isPending) return <Loading label={t(/*i18n*/ 'Loading your applications')} />;
  if (summary.isError)
    return (
      <LoadError message={t(/*i18n*/ 'Failed to load your applications.')} onRetry={() => void summary.refetch()} />
    );
  const s = summary.data;
  return (
    <>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Text component="h2" fz="h4" fw={700} m={0}>
            {t(/*i18n*/ 'Your applications')}
          </Text>
          <Anchor component={Link} to={paths.jobseeker.appliedJobs} size="sm">
            {t(/*i18n*/ '{count, plural, one {# application} other {# applications}}', { count: s.total })}
          </Anchor>
        </Group>
        {/* Two a row on a phone: a Tamil stage ("பணியமர்த்தப்பட்டது") is one long word, and three a row ran into each other. */}
        <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs">
          {APPLICATION_STAGES.map((stage) => (
            <Stack key={stage} gap={0} align="center">
              <Text fz={24} fw={700}>
                {s.byStage[stage] ?? 0}
              </Text>
              <Text size="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
                {t(STAGE_LABELS[stage])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Text component="h2" fz="h4" fw={700} m={0} mb="sm">
          {t(/*i18n*/ 'Jobs for you')}
        </Text>
        {s.matchingJobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'No open jobs match your subject and place yet.')}{' '}
            <Anchor component={Link} to={paths.jobseeker.searchJobs} underline="always">
              {t(/*i18n*/ 'Browse all jobs')}
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
                    {t(/*i18n*/ 'Applied')}
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
