import { Button, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  HIRING_MESSAGES,
  hiringApi,
  jobsApi,
  StartConversationSchema,
  type StartConversation,
} from '@school-portal/contract';
import { useEndpointMutation, endpointQuery } from '../../../lib/endpoint-query';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { hrefOf, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n';

/**
 * The school writes to a teacher it found, about one of its jobs: the message opens the hiring desk of
 * her application to it (made at Shortlisted when she has not applied), where the thread goes on.
 */
export function MessageSeeker({ seekerId, name }: { seekerId: string; name: string }) {
  const t = useT();
  const navigate = useNavigate();
  const userId = useSession()?.userId ?? '';
  const jobs = useQuery({
    ...endpointQuery(jobsApi.postedBy, { params: { userId }, query: { limit: 100 } }),
    enabled: !!userId,
  });
  const start = useEndpointMutation(hiringApi.start, hiringApi.unread);
  const form = useForm<StartConversation>({
    initialValues: { jobId: '', seekerId, message: '' },
    validate: validateWith(StartConversationSchema),
  });
  const submit = form.onSubmit((values) =>
    start.mutate(
      { body: values },
      {
        onSuccess: (res) => void navigate(hrefOf(paths.hiring.desk, res.applicationId)),
        onError: (err) => showServerErrors(form, err, t(HIRING_MESSAGES.sendFailed)),
      },
    ),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t(/*i18n*/ 'Message {name}', { name })}
          </Title>
          <Select
            label={t(/*i18n*/ 'About your job')}
            placeholder={t(/*i18n*/ 'Choose a job')}
            required
            data={(jobs.data?.items ?? []).map((j) => ({ value: j._id, label: `${j.title} (${j.jobId})` }))}
            {...selectProps(form, 'jobId')}
          />
          <Textarea
            label={t(/*i18n*/ 'Your message')}
            required
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={start.isPending} style={{ alignSelf: 'flex-end' }}>
            {t(/*i18n*/ 'Send message')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
