import { useState } from 'react';
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookkeepingApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { MatchedCredits } from '../components/MatchedCredits';
import { StatementUpload } from '../components/StatementUpload';
import { TallyBooks } from '../components/TallyBooks';
import { UnclaimedCredits } from '../components/UnclaimedCredits';
import { UnpaidClaims } from '../components/UnpaidClaims';

/**
 * The fee week's bank work in one place: the statement read, the parents' UPI claims matched against it,
 * the credits nobody claimed, the claims the bank never showed, and the books for Tally.
 */
export function BankStatementPage() {
  const t = useT();
  const [days, setDays] = useState(3);
  const lists = useQuery({
    ...endpointQuery(bookkeepingApi.reconciliation, { query: { days } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Bank statement and Tally')}
        description={t(
          /*i18n*/ 'Match the UPI credits on the bank statement with the parents’ claims, then export the books.',
        )}
      />
      <Stack gap="md">
        <StatementUpload />
        {lists.isPending ? (
          <Loading label={t(/*i18n*/ 'Loading the bank credits…')} />
        ) : lists.isError ? (
          <LoadError message={t(/*i18n*/ 'Could not load the bank credits.')} onRetry={() => void lists.refetch()} />
        ) : (
          <>
            <MatchedCredits rows={lists.data.matched} />
            <UnclaimedCredits rows={lists.data.unclaimed} />
            <UnpaidClaims rows={lists.data.unpaidClaims} days={days} onDays={setDays} />
          </>
        )}
        <TallyBooks />
      </Stack>
    </>
  );
}
