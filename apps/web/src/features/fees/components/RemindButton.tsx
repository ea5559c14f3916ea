import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useWhatsappReminder } from './use-whatsapp-reminder';

/** "Remind on WhatsApp" for one student (the fee card, a defaulter's row). */
export function RemindButton({ studentId, name, remindedAt, size = 'sm' }: { studentId: string; name: string; remindedAt?: string | undefined; size?: 'xs' | 'sm' }) {
  const { send, dialog, pending } = useWhatsappReminder();
  return (
    <>
      <Button
        size={size}
        variant={remindedAt ? 'default' : 'light'}
        color="green"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
        loading={pending === studentId}
        onClick={() => send(studentId, name)}
        title={remindedAt ? `Reminded today at ${new Date(remindedAt).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' })}` : undefined}
      >
        {remindedAt ? 'Reminded today' : 'Remind on WhatsApp'}
      </Button>
      {dialog}
    </>
  );
}
