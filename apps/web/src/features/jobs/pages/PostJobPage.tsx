import { useEffect } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { IconSend } from '@tabler/icons-react';
import {
  INSTITUTE_PROFILE_MESSAGES,
  JOB_MESSAGES,
  JobInputSchema,
  jobsApi,
  profilesApi,
  stateName,
  type JobInput,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { emptyJobForm } from '../components/job-form-values';
import { JobForm } from '../components/JobForm';
import { JOB_VIEWS } from '../api/job-views';
import { useT } from '../../../lib/i18n';

export function PostJobPage() {
  const t = useT();
  const userId = useSession()?.userId ?? '';
  // The institute profile a new job is prefilled from (name, address, district, state; read-only).
  const profile = useQuery({
    ...endpointQuery(profilesApi.instituteProfile, { params: { userId } }),
    enabled: !!userId,
  });
  const create = useEndpointMutation(jobsApi.create, ...JOB_VIEWS);
  const navigate = useNavigate();
  const form = useForm<JobInput>({ initialValues: emptyJobForm(), validate: validateWith(JobInputSchema) });
  const contact = profile.data;
  useEffect(() => {
    // The school's e-mail and phone are where applicants usually write: prefilled, still editable.
    if (!contact) return;
    const v = form.getValues();
    if (!v.email && !v.phone) form.setValues({ email: contact.email, phone: contact.phone ?? '' });
  }, [contact]);

  if (profile.isPending) return <Loading label={t(/*i18n*/ 'Loading your institute')} />;
  if (profile.isError)
    return <LoadError message={t(INSTITUTE_PROFILE_MESSAGES.fetchFailed)} onRetry={() => void profile.refetch()} />;
  const p = profile.data;

  const submit = form.onSubmit((values) =>
    create.mutate(
      { body: values },
      {
        onSuccess: ({ message }) => {
          notify({ color: 'teal', message: message || t(JOB_MESSAGES.posted) });
          void navigate(paths.instituteAdmin.manageJobs);
        },
        onError: (err) => void showServerErrors(form, err, t(JOB_MESSAGES.postFailed)),
      },
    ),
  );

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Post New Job')}
        description={t(/*i18n*/ 'Teachers see it in Browse Jobs until the last date to apply.')}
      />
      <Paper withBorder radius="md" p="lg" maw={920}>
        <form onSubmit={submit} noValidate>
          <JobForm
            form={form}
            institute={{
              instituteName: p.instituteName,
              address: p.address,
              district: p.district,
              state: p.state ? stateName(p.state) : null,
            }}
            footer={
              <Group justify="flex-end">
                <Button variant="default" onClick={() => form.setValues(emptyJobForm())} disabled={create.isPending}>
                  {t(/*i18n*/ 'Clear')}
                </Button>
                <Button type="submit" loading={create.isPending} leftSection={<IconSend size={16} aria-hidden />}>
                  {t(/*i18n*/ 'Post Job')}
                </Button>
              </Group>
            }
          />
        </form>
      </Paper>
    </>
  );
}
