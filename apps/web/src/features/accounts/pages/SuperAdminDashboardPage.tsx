import { useQuery } from '@tanstack/react-query';
import { IconBus, IconSchool, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { accountsApi } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { StatCards } from '../../../components/StatCards';
import { paths } from '../../../lib/routes';
import { endpointQuery } from '../../../lib/endpoint-query';

export function SuperAdminDashboardPage() {
  const { data, isPending, isError } = useQuery({ ...endpointQuery(accountsApi.summary), refetchInterval: 60_000 });
  const cards = [
    { title: 'Pending Approvals', value: data?.pendingApprovals, to: paths.superAdmin.pendingRegistrations, icon: IconUserCheck, color: 'orange' },
    { title: 'Schools Registered', value: data?.schoolsRegistered, to: `${paths.superAdmin.activeUsers}?role=instituteAdmin`, icon: IconSchool, color: 'blue' },
    { title: 'Job Aspirents Registered', value: data?.jobseekerRegistered, to: `${paths.superAdmin.activeUsers}?role=jobseeker`, icon: IconUsers, color: 'grape' },
    { title: 'Pending Vehicle Ads', value: data?.pendingAds, to: paths.superAdmin.pendingAds, icon: IconBus, color: 'yellow' },
  ];
  return (
    <>
      <PageHeader title="Dashboard" />
      <StatCards cards={cards} isPending={isPending} isError={isError} />
    </>
  );
}
