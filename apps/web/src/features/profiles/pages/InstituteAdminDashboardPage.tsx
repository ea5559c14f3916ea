import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profilesApi } from '@school-portal/contract';
import { Box } from '@mantine/core';
import { IconBus, IconBuildingStore, IconUserSearch } from '@tabler/icons-react';
import { PageHeader } from '../../../components/PageHeader';
import { StatCards } from '../../../components/StatCards';
import { endpointQuery } from '../../../lib/endpoint-query';
import { capped } from '../../../lib/list-count';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';
import { InstituteHiring } from '../components/InstituteHiring';
import { useT } from '../../../lib/i18n';

/** The admin's dashboard: the portal's counts, `children` (the school's fee figures) and hiring. */
export function InstituteAdminDashboardPage({ children }: { children?: ReactNode }) {
  const t = useT();
  // The counts move as others register and post: read again each minute.
  const { data, isPending, isError } = useQuery({
    ...endpointQuery(profilesApi.instituteDashboardStats),
    refetchInterval: 60_000,
  });
  const { data: me } = useMe();
  const cards = [
    {
      title: t(/*i18n*/ 'Teachers Looking for Jobs'),
      value: data?.teachersLooking,
      to: paths.instituteAdmin.findEmployee,
      icon: IconUserSearch,
      color: 'blue',
    },
    {
      title: t(/*i18n*/ 'Vehicles Ready to Sell'),
      value: data ? capped(data.vehiclesReady) : undefined,
      to: paths.instituteAdmin.buy,
      icon: IconBus,
      color: 'yellow',
    },
    {
      title: t(/*i18n*/ 'Suppliers Onboarded'),
      value: data?.suppliersOnboarded,
      to: paths.suppliers.browse,
      icon: IconBuildingStore,
      color: 'teal',
    },
  ];
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Dashboard')} description={me?.instituteName ?? undefined} />
      <StatCards cards={cards} isPending={isPending} isError={isError} />
      {children ? <Box mt="lg">{children}</Box> : null}
      <InstituteHiring />
    </>
  );
}
