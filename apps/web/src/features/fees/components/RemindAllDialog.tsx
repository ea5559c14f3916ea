import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { Defaulter } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';
import { useWhatsappReminder } from './use-whatsapp-reminder';

/**
 * "Remind all": the list's guardians one by one, each a click that opens WhatsApp (browsers open one tab
 * per click, never a burst), then the next. Who was reminded today is left out; the server records each.
 */
export function RemindAllDialog({ defaulters, reminded, opened, onClose }: { defaulters: Defaulter[]; reminded: Set<string>; opened: boolean; onClose: () => void }) {
  const [queue] = useState(() => defaulters.filter((d) => !reminded.has(d.student._id)));
  const [at, setAt] = useState(0);
  const next = () => setAt((i) => i + 1);
  const { send, dialog, pending } = useWhatsappReminder(next);
  const current = queue[at];
  return (
    <Modal opened={opened} onClose={onClose} title="Remind all on WhatsApp">
      {current ? (
        <Stack>
          <Text size="sm" c="dimmed">
            {at + 1} of {queue.length}
          </Text>
          <Text fw={600}>
            {current.student.name} · {current.student.className} {current.student.sectionName}
          </Text>
          <Text size="sm">
            {formatRupees(current.overdue)} overdue · guardian {current.student.guardianName}, {current.student.guardianPhone}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={next}>
              Skip
            </Button>
            <Button color="green" leftSection={<IconBrandWhatsapp size={16} aria-hidden />} loading={pending === current.student._id} onClick={() => send(current.student._id, current.student.name)}>
              Remind on WhatsApp
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text>{queue.length === 0 ? 'Everyone on this page was reminded today.' : 'All reminded. Their guardians have the fee page link.'}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
      {dialog}
    </Modal>
  );
}
