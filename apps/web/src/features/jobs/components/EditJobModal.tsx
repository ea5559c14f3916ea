import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { JOB_MESSAGES, JobInputSchema, jobsApi, stateName, type Job, type JobInput } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { JOB_VIEWS } from '../api/job-views';
import { jobFormOf } from './job-form-values';
import { JobForm } from './JobForm';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

/** Edit Job: the job's fields, then 'Confirm Update' before anything is saved (spec section 4). */
export function EditJobModal({ job, onClose }: { job: Job; onClose: () => void }) {
  const t = useT();
  const update = useEndpointMutation(jobsApi.update, ...JOB_VIEWS);
  const [confirming, setConfirming] = useState<JobInput | null>(null);
  const form = useForm<JobInput>({ initialValues: jobFormOf(job), validate: validateWith(JobInputSchema) });

  const save = (values: JobInput) => {
    const { jobId: _readOnly, ...fields } = values;
    update.mutate(
      { params: { jobId: job._id }, body: { ...fields, expiryDate: values.lastDateToApply } },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(JOB_MESSAGES.updated) });
          setConfirming(null);
          onClose();
        },
        onError: (err) => {
          setConfirming(null);
          showServerErrors(form, err, t(JOB_MESSAGES.updateFailed));
        },
      },
    );
  };

  return (
    <>
      <Dialog opened onClose={onClose} title={t(/*i18n*/ 'Edit Job')} size="xl">
        <form onSubmit={form.onSubmit((values) => setConfirming(values))} noValidate>
          <JobForm
            form={form}
            institute={{
              instituteName: job.instituteName,
              address: job.address,
              district: job.district,
              state: job.state ? stateName(job.state) : null,
            }}
            footer={
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t(/*i18n*/ 'Cancel')}
                </Button>
                <Button type="submit">{t(/*i18n*/ 'Update Job')}</Button>
              </Group>
            }
          />
        </form>
      </Dialog>
      <ConfirmDialog
        opened={!!confirming}
        title={t(JOB_MESSAGES.confirmUpdateTitle)}
        confirmLabel={t(/*i18n*/ 'Update')}
        loading={update.isPending}
        onConfirm={() => confirming && save(confirming)}
        onClose={() => setConfirming(null)}
      >
        {t(JOB_MESSAGES.confirmUpdate)}
      </ConfirmDialog>
    </>
  );
}
