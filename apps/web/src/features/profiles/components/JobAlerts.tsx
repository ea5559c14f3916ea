import { useState } from 'react';
import { ActionIcon, Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOB_ALERT_MESSAGES, describeCriteria, jobAlertsApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { call, errorMessage } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { notify } from '../../../lib/notify';
import { useLanguage, useT } from '../../../lib/i18n';

const PAGE_SIZE = 5;

/** The dashboard's job alerts: what each looks for, and Delete. */
export function JobAlerts() {
  const t = useT();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const alerts = useQuery({
    ...endpointQuery(jobAlertsApi.list, { query: { page, limit: PAGE_SIZE } }),
    ...keptBetweenVisits,
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(jobAlertsApi.remove, { params: { id } }),
    onSuccess: (answer) => notify({ color: 'teal', message: answer.message }),
    onError: (err) => notify({ color: 'red', message: errorMessage(err, t(JOB_ALERT_MESSAGES.deleteFailed)) }),
    onSettled: () => invalidate(queryClient, jobAlertsApi.list),
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="job-alerts-heading">
      <Text id="job-alerts-heading" component="h2" fz="h4" fw={700} m={0} mb="sm">
        {t(JOB_ALERT_MESSAGES.heading)}
      </Text>
      {alerts.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading your job alerts')} />
      ) : alerts.isError ? (
        <LoadError message={t(JOB_ALERT_MESSAGES.fetchFailed)} onRetry={() => void alerts.refetch()} />
      ) : alerts.data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t(JOB_ALERT_MESSAGES.empty)}
        </Text>
      ) : (
        <Stack gap="xs">
          {alerts.data.items.map((a) => {
            const words = describeCriteria(a.criteria, t, language);
            return (
              <Group key={a._id} justify="space-between" wrap="nowrap">
                <Group gap={6}>
                  {(words.length ? words : [t(JOB_ALERT_MESSAGES.allJobs)]).map((w) => (
                    <Badge key={w} variant="default" tt="none">
                      {w}
                    </Badge>
                  ))}
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t(/*i18n*/ 'Delete the alert {name}', {
                    name: words.join(', ') || t(JOB_ALERT_MESSAGES.allJobs),
                  })}
                  loading={remove.isPending && remove.variables === a._id}
                  onClick={() => remove.mutate(a._id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          {alerts.data.total > PAGE_SIZE ? (
            <Pagination
              size="sm"
              mt="xs"
              total={Math.ceil(alerts.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label={t(/*i18n*/ 'Job alert pages')}
            />
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
