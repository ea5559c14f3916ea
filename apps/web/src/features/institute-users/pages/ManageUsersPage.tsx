import { Badge, Button, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INSTITUTE_USER_MESSAGES, instituteUsersApi, type InstituteUser } from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useMe } from '../../../lib/use-me';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { useApproveInstituteUser } from '../api/approve-institute-user';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useSuspendInstituteUser } from '../api/suspend-institute-user';
import { msg, useT } from '../../../lib/i18n';

const PAGE_SIZE = 20;

function StatusBadge({ user }: { user: InstituteUser }) {
  const t = useT();
  if (user.isSuspended)
    return (
      <Badge color="red" variant="light">
        {t(/*i18n*/ 'Suspended')}
      </Badge>
    );
  if (user.approvalStatus !== 'approved')
    return (
      <Badge color="yellow" variant="light">
        {t(/*i18n*/ 'Pending approval')}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      {t(/*i18n*/ 'Active')}
    </Badge>
  );
}

const COLUMNS: Column<InstituteUser>[] = [
  {
    header: msg(/*i18n*/ 'User ID'),
    cell: (u) => (
      <Text size="sm" ff="monospace" span>
        {u.userId}
      </Text>
    ),
  },
  { header: msg(/*i18n*/ 'Name'), cell: (u) => u.name, primary: true },
  { header: msg(/*i18n*/ 'Email'), cell: (u) => u.email },
  { header: msg(/*i18n*/ 'Status'), cell: (u) => <StatusBadge user={u} /> },
];

export function ManageUsersPage() {
  const t = useT();
  const instituteCode = useSession()?.instituteCode ?? '';
  // The staff know their school by its name; the code is only the fallback while the name loads or is unset.
  const instituteName = useMe().data?.instituteName || instituteCode;
  const params = useListSearchParams();
  const query = useQuery({
    ...endpointQuery(instituteUsersApi.list, {
      params: { instituteCode },
      query: { page: params.page, limit: PAGE_SIZE, q: params.q },
    }),
    placeholderData: keepPreviousData,
    enabled: !!instituteCode,
  });
  const approve = useApproveInstituteUser();
  const suspend = useSuspendInstituteUser();

  const approveUser = (u: InstituteUser) =>
    approve.mutate(u.userId, {
      onSuccess: () => notify({ color: 'teal', message: t(INSTITUTE_USER_MESSAGES.approved) }),
      onError: (err) => notify({ color: 'red', message: errorMessage(err, t(INSTITUTE_USER_MESSAGES.approveFailed)) }),
    });
  const toggleSuspension = (u: InstituteUser) =>
    suspend.mutate(
      { userId: u.userId, isSuspended: !u.isSuspended },
      {
        onSuccess: ({ user }) =>
          notify({
            color: 'teal',
            message: user.isSuspended ? t(INSTITUTE_USER_MESSAGES.suspended) : t(INSTITUTE_USER_MESSAGES.unsuspended),
          }),
        onError: (err) =>
          notify({ color: 'red', message: errorMessage(err, t(INSTITUTE_USER_MESSAGES.suspendFailed)) }),
      },
    );
  const busy = (u: InstituteUser, m: { isPending: boolean; variables?: unknown }) =>
    m.isPending && (m.variables === u.userId || (m.variables as { userId?: string } | undefined)?.userId === u.userId);

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Manage Institute Users')}
        description={t(
          /*i18n*/ 'Office staff of {instituteName}. A suspended user is signed out at their next click.',
          {
            instituteName,
          },
        )}
      />
      <DataTable
        query={query}
        list={params}
        pageSize={PAGE_SIZE}
        columns={COLUMNS}
        rowKey={(u) => u._id}
        texts={{
          loading: t(INSTITUTE_USER_MESSAGES.loading),
          empty: t(INSTITUTE_USER_MESSAGES.empty),
          error: t(INSTITUTE_USER_MESSAGES.fetchFailed),
          noMatch: t(INSTITUTE_USER_MESSAGES.noMatch),
          noun: [t(/*i18n*/ 'user'), t(/*i18n*/ 'users')],
        }}
        showLoadingText
        searchPlaceholder={t(/*i18n*/ 'User ID, name or email')}
        actions={(u) => (
          <Group gap="xs" wrap="nowrap">
            {u.approvalStatus !== 'approved' ? (
              <Button size="xs" onClick={() => approveUser(u)} loading={busy(u, approve)}>
                {t(/*i18n*/ 'Approve')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              c={u.isSuspended ? undefined : 'var(--mantine-color-error)'}
              disabled={u.approvalStatus !== 'approved'}
              title={u.approvalStatus !== 'approved' ? t(INSTITUTE_USER_MESSAGES.approveFirst) : undefined}
              onClick={() => toggleSuspension(u)}
              loading={busy(u, suspend)}
            >
              {u.isSuspended ? t(/*i18n*/ 'Unsuspend') : t(/*i18n*/ 'Suspend')}
            </Button>
          </Group>
        )}
        minWidth="44rem"
      />
    </>
  );
}
