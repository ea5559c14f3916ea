import { Badge, Divider, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  accountsApi,
  MODERATION_HISTORY_LABELS,
  ROLE_LABELS,
  type Account,
  type AccountStatus,
  formatPhone,
} from '@school-portal/contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { LabeledValue } from '../../../components/LabeledValue';
import { ReviewDialog as Review } from '../../../components/ReviewDialog';
import { Loading } from '../../../components/Loading';
import { ProfileSummary } from './ProfileSummary';
import { useDecide } from './use-decide';
import { msg, useT } from '../../../lib/i18n';

/** An account's status as the dialog names it. */
const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  pending: msg(/*i18n*/ 'Pending'),
  approved: msg(/*i18n*/ 'Approved'),
  rejected: msg(/*i18n*/ 'Rejected'),
  suspended: msg(/*i18n*/ 'Suspended'),
};

/** A pending registration's details and history, with Approve and Reject (optional reason, confirmed first). */
export function ReviewDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const t = useT();
  const { decide, pendingAction } = useDecide();
  return (
    <Review
      opened={!!account}
      title={t(/*i18n*/ 'Review Registration')}
      reasonRequired={false}
      reasonDescription={t(/*i18n*/ 'Sent to the applicant when you reject.')}
      confirmTitle={t(/*i18n*/ 'Reject this registration?')}
      consequence={(reason) =>
        reason
          ? t(/*i18n*/ 'The applicant is told by e-mail, with the reason: {reason}', { reason })
          : t(/*i18n*/ 'The applicant is told by e-mail, without a reason.')
      }
      pending={pendingAction === 'approve' || pendingAction === 'reject' ? pendingAction : null}
      onApprove={(done) => account && decide('approve', account.userId, undefined, done)}
      onReject={(reason, done) => account && decide('reject', account.userId, reason, done)}
      onClose={onClose}
    >
      {account ? <RegistrationDetails account={account} /> : null}
    </Review>
  );
}

function RegistrationDetails({ account }: { account: Account }) {
  const t = useT();
  const params = { userId: account.userId };
  const history = useQuery(endpointQuery(accountsApi.history, { params }));
  // Other registrations that claim the same institute code (institutes only).
  const claims = useQuery({
    ...endpointQuery(accountsApi.codeClaims, { params }),
    enabled: account.role === 'instituteAdmin',
  });
  const institute = account.role === 'instituteAdmin';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LabeledValue size="sm" label={t(/*i18n*/ 'User ID')} value={account.userId} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Role')} value={t(ROLE_LABELS[account.role])} />
        <LabeledValue
          size="sm"
          label={institute ? t(/*i18n*/ 'Institute Name') : t(/*i18n*/ 'Name')}
          value={(institute ? account.instituteName : null) || account.name || '—'}
        />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Email')} value={account.email} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Phone')} value={account.phone ? formatPhone(account.phone) : '—'} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Institute Code')} value={account.instituteCode ?? '—'} />
        {institute ? (
          <LabeledValue size="sm" label={t(/*i18n*/ 'UDISE Code')} value={account.udiseCode ?? '—'} />
        ) : null}
        <LabeledValue size="sm" label={t(/*i18n*/ 'Registered')} value={formatDate(account.createdAt)} />
        <LabeledValue
          size="sm"
          label={t(/*i18n*/ 'Status')}
          value={<Badge variant="light">{t(ACCOUNT_STATUS_LABELS[account.status])}</Badge>}
        />
      </SimpleGrid>
      {claims.data && claims.data.length > 0 ? (
        <>
          <Divider label={t(/*i18n*/ 'Other registrations with this institute code')} labelPosition="left" />
          <Stack gap={4}>
            {claims.data.map((c) => (
              <Group key={c._id} gap="xs" wrap="wrap">
                <Text size="sm" ff="monospace">
                  {c.userId}
                </Text>
                <Text size="sm">{c.email}</Text>
                <Badge
                  variant="light"
                  color={c.status === 'rejected' ? 'red' : c.status === 'pending' ? 'yellow' : 'teal'}
                >
                  {t(ACCOUNT_STATUS_LABELS[c.status])}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t(/*i18n*/ 'registered {date}', { date: formatDate(c.createdAt) })}
                </Text>
              </Group>
            ))}
          </Stack>
        </>
      ) : null}
      {account.role === 'instituteAdmin' || account.role === 'jobseeker' ? (
        <>
          <Divider label={t(/*i18n*/ 'Profile')} labelPosition="left" />
          <ProfileSummary account={account} />
        </>
      ) : null}
      <Divider label={t(/*i18n*/ 'History')} labelPosition="left" />
      {history.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading history')} size="sm" py={0} />
      ) : history.isError ? (
        <Text size="sm" c="red">
          {t(/*i18n*/ 'Could not load the history.')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {history.data.map((e) => (
            <Timeline.Item key={e._id} title={t(MODERATION_HISTORY_LABELS[e.action] ?? e.action)}>
              <Text size="xs" c="dimmed">
                {formatDateTime(e.createdAt)}
                {e.actorName ? t(/*i18n*/ ' · by {name}', { name: e.actorName }) : ''}
              </Text>
              {e.reason ? <Text size="sm">{t(/*i18n*/ 'Reason: {reason}', { reason: e.reason })}</Text> : null}
            </Timeline.Item>
          ))}
          <Timeline.Item title={t(/*i18n*/ 'Registered')}>
            <Text size="xs" c="dimmed">
              {formatDateTime(account.createdAt)}
            </Text>
          </Timeline.Item>
        </Timeline>
      )}
    </>
  );
}
