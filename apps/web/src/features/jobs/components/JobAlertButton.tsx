import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_ALERT_MESSAGES, jobAlertsApi, type JobSearchQuery } from '@school-portal/contract';
import { call, errorMessage } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';

/** Turns on a job alert for Browse Jobs' filters as they are now (the dashboard lists and deletes alerts). */
export function JobAlertButton({ criteria }: { criteria: JobSearchQuery }) {
  const t = useT();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => call(jobAlertsApi.create, { body: criteria }),
    onSuccess: (answer) => {
      notify({ color: 'teal', message: answer.message });
      void invalidate(queryClient, jobAlertsApi.list);
    },
    onError: (err) => notify({ color: 'red', message: errorMessage(err, t(JOB_ALERT_MESSAGES.createFailed)) }),
  });
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconBell size={14} aria-hidden />}
      loading={create.isPending}
      onClick={() => create.mutate()}
    >
      {t(JOB_ALERT_MESSAGES.turnOn)}
    </Button>
  );
}
