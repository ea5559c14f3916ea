import { useState } from 'react';
import { Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountsApi, MODERATION_HISTORY_LABELS, ROLE_LABELS, type Account } from '@school-portal/contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { LabeledValue } from '../../../components/LabeledValue';
import { ProfileSummary } from './ProfileSummary';
import { useDecide } from './use-decide';
import { Loading } from '../../../components/Loading';
import { ConfirmDialog } from '../../../components/ConfirmDialog';


/** A pending registration's details and history, with Approve and Reject (optional reason). */
export function ReviewDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  // A rejection is never one click: it asks first.
  const [confirming, setConfirming] = useState(false);
  const { decide, pending } = useDecide();
  const params = { userId: account?.userId ?? '' };
  const history = useQuery({ ...endpointQuery(accountsApi.history, { params }), enabled: !!account });
  // Other registrations that claim the same institute code (institutes only).
  const claims = useQuery({ ...endpointQuery(accountsApi.codeClaims, { params }), enabled: account?.role === 'instituteAdmin' });
  const close = () => {
    setReason('');
    setConfirming(false);
    onClose();
  };

  return (
    <Modal opened={!!account} onClose={close} title="Review Registration" size="lg">
      {account ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LabeledValue size="sm" label="User ID" value={account.userId} />
            <LabeledValue size="sm" label="Role" value={ROLE_LABELS[account.role]} />
            <LabeledValue size="sm" label="Name" value={account.name || '—'} />
            <LabeledValue size="sm" label="Email" value={account.email} />
            <LabeledValue size="sm" label="Phone" value={account.phone ?? '—'} />
            <LabeledValue size="sm" label="Institute Code" value={account.instituteCode ?? '—'} />
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
          <Textarea
            label="Reason (optional)"
            description="Sent to the applicant when you reject."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={() => setConfirming(true)}>
              Reject
            </Button>
            <Button color="teal.9" loading={pending} onClick={() => decide('approve', account.userId, undefined, close)}>
              Approve
            </Button>
          </Group>
          <ConfirmDialog opened={confirming} title="Reject this registration?" confirmLabel="Reject" danger loading={pending} onConfirm={() => decide('reject', account.userId, reason.trim(), close)} onClose={() => setConfirming(false)}>
            {reason.trim() ? `The applicant is told by e-mail, with the reason: ${reason.trim()}` : 'The applicant is told by e-mail, without a reason.'}
          </ConfirmDialog>
        </Stack>
      ) : null}
    </Modal>
  );
}
