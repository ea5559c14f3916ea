import { useQueries } from '@tanstack/react-query';
import { IconBus, IconListCheck, IconSchool, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { accountsApi, MODERATION_MESSAGES, moderationApi, waitsTooLong, waitText } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { StatCards } from '../../../components/StatCards';
import { paths } from '../../../lib/routes';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { readSession } from '../../../lib/session';

const accountCounts = endpointQuery(accountsApi.summary);
const queueCounts = endpointQuery(moderationApi.summary);

// The counts are asked for as the page's code arrives, alongside the shell's, rather than after the page's first
// frame: usually here before it, which then draws them, with no redraw for their arrival. On mount, an answer
// under ten seconds old is taken as it is; the page still looks again every minute.
if (readSession()?.role === 'superAdmin') {
  void queryClient.prefetchQuery(accountCounts);
  void queryClient.prefetchQuery(queueCounts);
}

export function SuperAdminDashboardPage() {
  const t = useT();
  // The two counts show together: the first answer to arrive changes nothing on screen, so it does not
  // redraw the page (a phone's CPU spends ~10 ms on each redraw of the cards).
  const { data, queue, isPending, isError } = useQueries({
    queries: [
      { ...accountCounts, refetchInterval: 60_000, staleTime: 10_000 },
      { ...queueCounts, refetchInterval: 60_000, staleTime: 10_000 },
    ],
    combine: ([accounts, moderation]) => {
      const pending = accounts.isPending || moderation.isPending;
      return {
        data: pending ? undefined : accounts.data,
        queue: pending ? undefined : moderation.data,
        isPending: pending,
        isError: accounts.isError || moderation.isError,
      };
    },
  });
  const oldest = queue?.oldestSince;
  const cards = [
    // First: what waits and for how long, amber before the 24-hour promise to applicants runs out.
    {
      title: t(MODERATION_MESSAGES.title),
      value: queue?.waiting,
      to: paths.superAdmin.moderationQueue,
      icon: IconListCheck,
      color: 'teal',
      note: oldest ? t('oldest waiting {wait}', { wait: waitText(oldest, t) }) : t(MODERATION_MESSAGES.nothingWaits),
      warn: !!oldest && waitsTooLong(oldest),
    },
    { title: t('Pending Approvals'), value: data?.pendingApprovals, to: paths.superAdmin.pendingRegistrations, icon: IconUserCheck, color: 'orange' },
    { title: t('Schools Registered'), value: data?.schoolsRegistered, to: `${paths.superAdmin.activeUsers}?role=instituteAdmin`, icon: IconSchool, color: 'blue' },
    { title: t('Job Aspirents Registered'), value: data?.jobseekerRegistered, to: `${paths.superAdmin.activeUsers}?role=jobseeker`, icon: IconUsers, color: 'grape' },
    { title: t('Pending Vehicle Ads'), value: data?.pendingAds, to: paths.superAdmin.pendingAds, icon: IconBus, color: 'yellow' },
  ];
  return (
    <>
      <PageHeader title={t('Dashboard')} />
      <StatCards cards={cards} isPending={isPending} isError={isError} />
    </>
  );
}
