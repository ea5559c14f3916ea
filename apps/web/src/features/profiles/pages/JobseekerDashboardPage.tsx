import { Anchor, Button, Group, List, Paper, SemiCircleProgress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { JOBSEEKER_PROFILE_MESSAGES, profileCompleteness } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import tones from '../../../components/tones.module.css';
import { endpointQuery } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { seekerProfileCall } from '../api/seeker-profile';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { JobAlerts } from '../components/JobAlerts';
import { SavedJobs } from '../components/SavedJobs';
import { SeekerJobActivity } from '../components/SeekerJobActivity';
import { useT } from '../../../lib/i18n';

/** The job seeker's home: how complete the profile is, the applications by stage and new jobs that match. */
export function JobseekerDashboardPage() {
  const t = useT();
  const userId = useSession()?.userId ?? '';
  const profile = useQuery({
    ...endpointQuery(...seekerProfileCall(userId)),
    ...keptBetweenVisits,
    enabled: !!userId,
  });
  if (profile.isPending) return <Loading label={t(/*i18n*/ 'Loading your dashboard')} />;
  if (profile.isError)
    return <LoadError message={t(JOBSEEKER_PROFILE_MESSAGES.fetchFailed)} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  const { percent, missing } = profileCompleteness(p);
  const firstName = p.name.split(' ')[0] ?? p.name;

  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Dashboard')} />
      <Stack maw={820}>
        <Paper withBorder radius="md" p="lg">
          <Group align="center" wrap="wrap" gap="xl">
            {/* A half ring: Mantine's full ring draws each section inside a tooltip, whose positioning code (15 kB
                compressed) a phone would download before this screen for a tooltip it never shows. */}
            <SemiCircleProgress
              size={140}
              thickness={12}
              value={percent}
              filledSegmentColor={percent === 100 ? 'teal' : 'blue'}
              label={
                <Text
                  ta="center"
                  fw={700}
                  size="xl"
                  aria-label={t(/*i18n*/ 'Profile {percent}% complete', { percent })}
                >
                  {percent}%
                </Text>
              }
            />
            <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
              <Title order={2} size="h3">
                {t(/*i18n*/ 'Welcome, {name}', { name: firstName })}
              </Title>
              <Text c="dimmed" size="sm">
                {percent === 100
                  ? t(/*i18n*/ 'Your profile is complete. Institutes see everything they hire by.')
                  : t(/*i18n*/ 'Institutes shortlist teachers with complete profiles first. Still missing:')}
              </Text>
              {missing.length ? (
                <List size="sm" spacing={2}>
                  {missing.map((m) => (
                    <List.Item key={m}>{t(m)}</List.Item>
                  ))}
                </List>
              ) : null}
              <Group gap="sm" mt={4}>
                <Button
                  component={Link}
                  to={paths.jobseeker.profile}
                  leftSection={<IconPencil size={16} />}
                  variant={percent === 100 ? 'default' : 'filled'}
                  // Its words wrap on a phone rather than being cut ("உங்கள் சுயவிவரத்தை நிறைவு செய்யுங்கள்").
                  h="auto"
                  mih={36}
                  py={6}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {percent === 100 ? t(/*i18n*/ 'View profile') : t(/*i18n*/ 'Complete your profile')}
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>{t(/*i18n*/ 'Looking for Job')}</Text>
              <Text size="sm" c="dimmed">
                {p.isLookingForJob
                  ? t(/*i18n*/ 'Institutes can find you in their search for teachers.')
                  : t(/*i18n*/ 'You are hidden from institutes. Turn it on from your profile.')}
              </Text>
            </div>
            <Group
              gap={6}
              c={p.isLookingForJob ? undefined : 'dimmed'}
              className={p.isLookingForJob ? tones.positive : undefined}
              wrap="nowrap"
            >
              {p.isLookingForJob ? <IconCircleCheck size={20} aria-hidden /> : <IconCircleOff size={20} aria-hidden />}
              <Text fw={700} c="inherit">
                {p.isLookingForJob
                  ? t(/*i18n*/ '{context, select, switch {On} other {On}}', { context: 'switch' })
                  : t(/*i18n*/ 'Off')}
              </Text>
            </Group>
          </Group>
        </Paper>
        <SeekerJobActivity />
        <SavedJobs />
        <JobAlerts />
        <Text size="sm">
          <Anchor component={Link} to={paths.jobseeker.searchJobs}>
            {t(/*i18n*/ 'Browse jobs')}
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to={paths.jobseeker.appliedJobs}>
            {t(/*i18n*/ 'Your applied jobs')}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
