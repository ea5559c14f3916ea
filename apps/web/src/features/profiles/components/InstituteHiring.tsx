import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { STAGE_LABELS, applicationsApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n';

/** The institute's open jobs and its newest applicants, under the dashboard's cards. */
export function InstituteHiring() {
  const t = useT();
  // Read again each minute: new applicants arrive while the dashboard stays open.
  const hiring = useQuery({ ...endpointQuery(applicationsApi.hiring), refetchInterval: 60_000 });
  if (hiring.isPending) return <Loading label={t(/*i18n*/ 'Loading your jobs')} />;
  if (hiring.isError)
    return (
      <LoadError
        message={t(/*i18n*/ 'Failed to load your jobs and applicants.')}
        onRetry={() => void hiring.refetch()}
      />
    );
  const h = hiring.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Text component="h2" fz="h4" fw={700} m={0}>
            {t(/*i18n*/ 'Open jobs')}
          </Text>
          <Anchor component={Link} to={paths.instituteAdmin.manageJobs} size="sm">
            {t(/*i18n*/ '{count, plural, one {# open job} other {# open jobs}}', { count: h.openJobs })}
          </Anchor>
        </Group>
        {h.newestJobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'No open jobs.')}{' '}
            <Anchor component={Link} to={paths.instituteAdmin.postJob} underline="always">
              {t(/*i18n*/ 'Post a job')}
            </Anchor>
          </Text>
        ) : (
          <Stack gap="xs">
            {h.newestJobs.map((job) => (
              <Group key={job._id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{job.title}</Text>
                  <Text size="sm" c="dimmed">
                    {t(/*i18n*/ 'Apply by {date}', { date: formatDate(job.lastDateToApply) })}
                  </Text>
                </div>
                <Badge variant="light">{t(/*i18n*/ '{count} applied', { count: job.applicantCount ?? 0 })}</Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Text component="h2" fz="h4" fw={700} m={0}>
            {t(/*i18n*/ 'Newest applicants')}
          </Text>
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ '{count} in all', { count: h.applications })}
          </Text>
        </Group>
        {h.newestApplicants.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'No applications yet.')}
          </Text>
        ) : (
          <Stack gap="xs">
            {h.newestApplicants.map((a) => (
              <Group key={a._id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{a.seeker.name}</Text>
                  <Text size="sm" c="dimmed">
                    {a.job.title} · {formatDate(a.createdAt)}
                  </Text>
                </div>
                <Badge variant="default">{t(STAGE_LABELS[a.stage])}</Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}
