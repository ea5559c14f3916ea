import { useState } from 'react';
import { Text } from '@mantine/core';
import { GUARDIAN_FEE_MESSAGES, guardianFeesApi } from '@school-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, call, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { invalidate } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';

/** WhatsApp's own green, on the reminder buttons' icon. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a colour, not a text
export const WHATSAPP_GREEN = '#25d366';

/**
 * Reminds a guardian on WhatsApp: the tab is opened on the click itself (a tab opened after the answer
 * comes back is a pop-up browsers block), then sent to the wa.me link the server made and recorded.
 * Reminded already today: the clerk is asked before a second message goes.
 */
export function useWhatsappReminder(onSent?: (studentId: string, covered: string[]) => void) {
  const t = useT();
  const queryClient = useQueryClient();
  const remind = useMutation({
    mutationFn: ({ studentId, again }: { studentId: string; again: boolean }) =>
      call(guardianFeesApi.remind, { params: { studentId }, body: { again } }),
    onSuccess: () => invalidate(queryClient, guardianFeesApi.remindedToday),
  });
  const [askAgain, setAskAgain] = useState<{ studentId: string; name: string } | null>(null);

  const send = (studentId: string, name: string, again = false) => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an address and a window name, not texts
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    remind.mutate(
      { studentId, again },
      {
        onSuccess: (reminder) => {
          if (tab) tab.location.href = reminder.url;
          else window.location.href = reminder.url;
          onSent?.(studentId, reminder.covered);
        },
        onError: (err) => {
          tab?.close();
          if (err instanceof ApiError && err.status === 409) setAskAgain({ studentId, name });
          else notify({ color: 'red', message: errorMessage(err, t(GUARDIAN_FEE_MESSAGES.noGuardianPhone)) });
        },
      },
    );
  };

  const dialog = (
    <ConfirmDialog
      opened={askAgain !== null}
      title={t(/*i18n*/ 'Remind again?')}
      confirmLabel={t(/*i18n*/ 'Remind again')}
      onClose={() => setAskAgain(null)}
      onConfirm={() => {
        if (askAgain) send(askAgain.studentId, askAgain.name, true);
        setAskAgain(null);
      }}
    >
      <Text size="sm">
        {askAgain?.name}: {t(GUARDIAN_FEE_MESSAGES.remindedToday)}
      </Text>
    </ConfirmDialog>
  );
  return { send, dialog, pending: remind.isPending ? remind.variables?.studentId : undefined };
}
