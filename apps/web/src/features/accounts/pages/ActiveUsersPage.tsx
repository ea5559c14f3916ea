import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Account } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { AccountTable } from '../components/AccountTable';
import { useDecide } from '../components/use-decide';

export function ActiveUsersPage() {
  const { decide, pending } = useDecide();
  const [target, setTarget] = useState<Account | null>(null);
  const [reason, setReason] = useState('');
  const close = () => {
    setTarget(null);
    setReason('');
  };

  return (
    <>
      <PageHeader title="Active Users" description="Every approved account, institute staff included." />
      <AccountTable
        list="activeUsers"
        emptyText="No active users found."
        errorText="Failed to load active users"
        roleFilter
        actions={(a) => (
          <Button size="xs" variant="default" c="red.9" onClick={() => setTarget(a)}>
            Suspend
          </Button>
        )}
      />
      <Modal opened={!!target} onClose={close} title="Suspend User">
        {target ? (
          <Stack>
            <Text size="sm">
              Suspend <strong>{target.name || target.email}</strong> ({target.userId})? They are signed out at once and cannot sign in
              until you unsuspend them.
            </Text>
            <Textarea label="Reason (optional)" description="Included in the e-mail to the user." value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button color="red" loading={pending} onClick={() => decide('suspend', target.userId, reason.trim(), close)}>
                Suspend
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
