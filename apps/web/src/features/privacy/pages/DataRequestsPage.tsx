import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pagination, Table, Text } from '@mantine/core';
import { privacyApi, ROLE_LABELS, ROLES, type DataRequestKind, type Role } from '@school-portal/contract';
import { LoadError } from '../../../components/LoadError';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { t, useT } from '../../../lib/i18n';

const kindText = (kind: DataRequestKind) =>
  ({
    export: t(/*i18n*/ 'Downloaded their data'),
    deleteAccount: t(/*i18n*/ 'Deleted their account'),
    closeInstitute: t(/*i18n*/ "Closed the institute's account"),
  })[kind];

/** The super admin's record of who asked for their data or its deletion, and when (DPDP Act 2023). */
/** The role as the account was made: shown by its name in the reader's language, not the code ("jobseeker"). */
const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

export function DataRequestsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const requests = useQuery({
    ...endpointQuery(privacyApi.requests, { query: { page, limit: 50 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Data Requests')}
        description={t(
          /*i18n*/ 'Who downloaded or deleted their data, newest first. Erased people are named by their user ID only.',
        )}
      />
      {requests.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading data requests')} />
      ) : requests.isError ? (
        <LoadError
          message={errorMessage(requests.error, t(/*i18n*/ 'Failed to load data requests'))}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.items.length === 0 ? (
        <Text c="dimmed">{t(/*i18n*/ 'No one has asked yet.')}</Text>
      ) : (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(/*i18n*/ 'When')}</Table.Th>
                <Table.Th>{t(/*i18n*/ 'User ID')}</Table.Th>
                <Table.Th>{t(/*i18n*/ 'Role')}</Table.Th>
                <Table.Th>{t(/*i18n*/ 'Institute')}</Table.Th>
                <Table.Th>{t(/*i18n*/ 'Request')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.items.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                  <Table.Td>{r.userId}</Table.Td>
                  <Table.Td>{isRole(r.role) ? t(ROLE_LABELS[r.role]) : r.role}</Table.Td>
                  <Table.Td>{r.instituteCode ?? '—'}</Table.Td>
                  <Table.Td>{kindText(r.kind)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {requests.data.total > 50 && (
            <Pagination mt="md" value={page} onChange={setPage} total={Math.ceil(requests.data.total / 50)} />
          )}
        </>
      )}
    </>
  );
}
