import { useState } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import { JOB_MESSAGES, JobInputSchema, stateName, type Job } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useUpdateJob } from '../api/save-job';
import { jobBodyOf, jobFormOf, type JobFormValues } from './job-form-values';
import { JobForm } from './JobForm';

/** Edit Job: the job's fields, then 'Confirm Update' before anything is saved (spec section 4). */
export function EditJobModal({ job, onClose }: { job: Job; onClose: () => void }) {
  const update = useUpdateJob();
  const [confirming, setConfirming] = useState<JobFormValues | null>(null);
  const form = useForm<JobFormValues>({ initialValues: jobFormOf(job), validate: validateWith(JobInputSchema) });

  const save = (values: JobFormValues) => {
    const { jobId: _readOnly, ...fields } = jobBodyOf(values);
    update.mutate(
      { jobId: job._id, body: { ...fields, expiryDate: values.lastDateToApply } },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: JOB_MESSAGES.updated });
          setConfirming(null);
          onClose();
        },
        onError: (err) => {
          setConfirming(null);
          showServerErrors(form, err, JOB_MESSAGES.updateFailed);
        },
      },
    );
  };

  return (
    <>
      <Modal opened onClose={onClose} title="Edit Job" size="xl">
        <form onSubmit={form.onSubmit((values) => setConfirming(values))} noValidate>
          <JobForm
            form={form}
            institute={{ instituteName: job.instituteName, address: job.address, district: job.district, state: job.state ? stateName(job.state) : null }}
            footer={
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit">Update Job</Button>
              </Group>
            }
          />
        </form>
      </Modal>
      <ConfirmDialog
        opened={!!confirming}
        title={JOB_MESSAGES.confirmUpdateTitle}
        confirmLabel="Update"
        loading={update.isPending}
        onConfirm={() => confirming && save(confirming)}
        onClose={() => setConfirming(null)}
      >
        {JOB_MESSAGES.confirmUpdate}
      </ConfirmDialog>
    </>
  );
}
