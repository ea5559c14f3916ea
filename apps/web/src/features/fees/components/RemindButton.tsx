import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { currentLocale, useT } from '../../../lib/i18n';
import { useWhatsappReminder, WHATSAPP_GREEN } from './use-whatsapp-reminder';

/** "Remind on WhatsApp" for one student (the fee card, a defaulter's row). */
export function RemindButton({
  studentId,
  name,
  remindedAt,
  size = 'sm',
}: {
  studentId: string;
  name: string;
  remindedAt?: string | undefined;
  size?: 'xs' | 'sm';
}) {
  const t = useT();
  const { send, dialog, pending } = useWhatsappReminder();
  return (
    <>
      <Button
        size={size}
        // A default button with WhatsApp's green on the icon only: green text on a light green button
        // reads at 2:1, under the 4.5:1 a label needs (axe).
        variant="default"
        leftSection={<IconBrandWhatsapp size={16} color={remindedAt ? undefined : WHATSAPP_GREEN} aria-hidden />}
        loading={pending === studentId}
        onClick={() => send(studentId, name)}
        title={
          remindedAt
            ? t(/*i18n*/ 'Reminded today at {time}', {
                time: new Date(remindedAt).toLocaleTimeString(currentLocale(), { hour: 'numeric', minute: '2-digit' }),
              })
            : undefined
        }
      >
        {remindedAt ? t(/*i18n*/ 'Reminded today') : t(/*i18n*/ 'Remind on WhatsApp')}
      </Button>
      {dialog}
    </>
  );
}
