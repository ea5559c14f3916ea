import { Badge, Divider, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountsApi, MODERATION_HISTORY_LABELS, ROLE_LABELS, type Account } from '@school-portal/contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { LabeledValue } from '../../../components/LabeledValue';
import { ReviewDialog as Review } from '../../../components/ReviewDialog';
import { Loading } from '../../../components/Loading';
import { ProfileSummary } from './ProfileSummary';
import { useDecide } from './use-decide';

/** A pending registration's details and history, with Approve and Reject (optional reason, confirmed first). */
export function ReviewDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { decide, pendingAction } = useDecide();
  return (
    <Review
      opened={!!account}
      title="Review Registration"
      reasonRequired={false}
      reasonDescription="Sent to the applicant when you reject."
      confirmTitle="Reject this registration?"
      consequence={(reason) => (reason ? `The applicant is told by e-mail, with the reason: ${reason}` : 'The applicant is told by e-mail, without a reason.')}
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
  const params = { userId: account.userId };
  const history = useQuery(endpointQuery(accountsApi.history, { params }));
  // Other registrations that claim the same institute code (institutes only).
  const claims = useQuery({ ...endpointQuery(accountsApi.codeClaims, { params }), enabled: account.role === 'instituteAdmin' });
  const institute = account.role === 'instituteAdmin';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LabeledValue size="sm" label="User ID" value={account.userId} />
        <LabeledValue size="sm" label="Role" value={ROLE_LABELS[account.role]} />
        <LabeledValue size="sm" label={institute ? 'Institute Name' : 'Name'} value={(institute ? account.instituteName : null) || account.name || '—'} />
        <LabeledValue size="sm" label="Email" value={account.email} />
        <LabeledValue size="sm" label="Phone" value={account.phone ?? '—'} />
        <LabeledValue size="sm" label="Institute Code" value={account.instituteCode ?? '—'} />
        {institute ? <LabeledValue size="sm" label="UDISE Code" value={account.udiseCode ?? '—'} /> : null}
        <LabeledValue size="sm" label="Registered" value={formatDate(account.createdAt)} />
        <LabeledValue size="sm" label="Status" value={<Badge variant="light">{account.status}</Badge>} />
      </SimpleGrid>
      {claims.data && claims.data.length > 0 ? (
        <>
          <Divider label="Other registrations with this institute code" labelPosition="left" />
          <Stack gap={4}>
            {claims.data.map((c) => (
              <Group key={c._id} gap="xs" wrap="wrap">
                <Text size="sm" ff="monospace">
                  {c.userId}
                </Text>
                <Text size="sm">{c.email}</Text>
                <Badge variant="light" color={c.status === 'rejected' ? 'red' : c.status === 'pending' ? 'yellow' : 'teal'}>
                  {c.status}
                </Badge>
                <Text size="xs" c="dimmed">
                  registered {formatDate(c.createdAt)}
                </Text>
              </Group>
            ))}
          </Stack>
        </>
      ) : null}
      {account.role === 'instituteAdmin' || account.role === 'jobseeker' ? (
        <>
          <Divider label="Profile" labelPosition="left" />
          <ProfileSummary account={account} />
        </>
      ) : null}
      <Divider label="History" labelPosition="left" />
      {history.isPending ? (
        <Loading label="Loading history" size="sm" py={0} />
      ) : history.isError ? (
        <Text size="sm" c="red">
          Could not load the history.
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {history.data.map((e) => (
            <Timeline.Item key={e._id} title={MODERATION_HISTORY_LABELS[e.action] ?? e.action}>
              <Text size="xs" c="dimmed">
                {formatDateTime(e.createdAt)}
                {e.actorName ? ` · by ${e.actorName}` : ''}
              </Text>
              {e.reason ? <Text size="sm">Reason: {e.reason}</Text> : null}
            </Timeline.Item>
          ))}
          <Timeline.Item title="Registered">
            <Text size="xs" c="dimmed">
              {formatDateTime(account.createdAt)}
            </Text>
          </Timeline.Item>
        </Timeline>
      )}
    </>
  );
}
