import { Alert, Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate, useParams } from 'react-router';
import { JOB_MESSAGES } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { paths, routes } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { useSharedJob } from '../api/shared-job';
import { JobDetails } from '../components/JobDetails';

/**
 * A shared job link, opened by anyone: a visitor who is not signed in reads the job and is asked to
 * sign in or register to apply, then comes back to it; a signed-in job seeker goes to the job itself.
 */
export function SharedJobPage() {
  const id = useParams().id ?? '';
  const session = useSession();
  const job = useSharedJob(id);
  useDocumentTitle(job.data ? `${job.data.title} · ${job.data.instituteName ?? 'School Portal'}` : 'Job · School Portal');
  if (session?.role === 'jobseeker') return <Navigate to={routes.jobseeker.job.href(id)} replace />;
  const returnTo = { from: routes.jobseeker.job.href(id) };
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1} size="h4">
          School Portal
        </Title>
        {session ? null : (
          <Anchor component={Link} to={paths.login} state={returnTo}>
            Sign in
          </Anchor>
        )}
      </Group>
      {job.isPending ? (
        <Loading label="Loading job" />
      ) : job.isError ? (
        <Alert color="red" role="alert">
          {JOB_MESSAGES.notFound}
        </Alert>
      ) : (
        <JobDetails
          job={job.data}
          actions={
            session ? (
              <Text size="sm" c="dimmed">
                Job seekers apply to this job from their account.
              </Text>
            ) : (
              <>
                <Text size="sm">{JOB_MESSAGES.signInToApply}</Text>
                <Button component={Link} to={paths.login} state={returnTo} disabled={job.data.closed}>
                  Sign in to apply
                </Button>
                <Button component={Link} to={paths.register} variant="default">
                  Register
                </Button>
              </>
            )
          }
        />
      )}
    </Container>
  );
}
