import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pagination, Text } from '@mantine/core';
import { privacyApi, ROLE_LABELS, ROLES, type DataRequestKind, type Role } from '@school-portal/contract';
import { CardTable } from '../../../components/CardTable';
import { LoadError } from '../../../components/LoadError';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { msg, t, useT } from '../../../lib/i18n';

const kindText = (kind: DataRequestKind) =>
  ({
    export: t(/*i18n*/ 'Downloaded their data'),
    deleteAccount: t(/*i18n*/ 'Deleted their account'),
    closeInstitute: t(/*i18n*/ "Closed the institute's account"),
  })[kind];

/** The role as the account was made: shown by its name in the reader's language, not the code ("jobseeker"). */
const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** The super admin's record of who asked for their data or its deletion, and when (DPDP Act 2023). */
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
          {/* Rows as cards on a phone: a 30-character user ID or institute code widened a five-column table past its edge. */}
          <CardTable
            rows={requests.data.items}
            rowKey={(r) => r._id}
            minWidth="36rem"
            columns={[
              { header: msg(/*i18n*/ 'When'), cell: (r) => formatDateTime(r.createdAt), primary: true },
              { header: msg(/*i18n*/ 'User ID'), cell: (r) => r.userId },
              { header: msg(/*i18n*/ 'Role'), cell: (r) => (isRole(r.role) ? t(ROLE_LABELS[r.role]) : r.role) },
              { header: msg(/*i18n*/ 'Institute'), cell: (r) => r.instituteCode ?? '—' },
              { header: msg(/*i18n*/ 'Request'), cell: (r) => kindText(r.kind) },
            ]}
          />
          {requests.data.total > 50 && (
            <Pagination mt="md" value={page} onChange={setPage} total={Math.ceil(requests.data.total / 50)} />
          )}
        </>
      )}
    </>
  );
}
