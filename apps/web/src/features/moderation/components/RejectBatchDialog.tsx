import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { MODERATION_MESSAGES } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';
import { NO_REASON, ReasonField, reasonToSend, useReasonTemplates, type Reason } from '../../../components/ReasonField';
import { Dialog } from '../../../components/Dialog';

export interface RejectBatchDialogProps {
  opened: boolean;
  count: number;
  /** Ads are among the chosen: their sellers must be told why. */
  reasonRequired: boolean;
  loading: boolean;
  onConfirm: (reason: { reason?: string; templateId?: string }) => void;
  onClose: () => void;
}

/**
 * Rejection always asks first: one reason for all the chosen items, typed or picked from the saved ones
 * (an edited saved reason is sent as typed).
 */
export function RejectBatchDialog({
  opened,
  count,
  reasonRequired,
  loading,
  onConfirm,
  onClose,
}: RejectBatchDialogProps) {
  const t = useT();
  const templates = useReasonTemplates(opened);
  const [reason, setReason] = useState<Reason>(NO_REASON);
  const close = () => {
    setReason(NO_REASON);
    onClose();
  };
  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={t(/*i18n*/ 'Reject {count, plural, one {# item} other {# items}}?', { count })}
    >
      <Stack>
        <Text size="sm">{t(MODERATION_MESSAGES.confirmRejectBody)}</Text>
        <ReasonField
          value={reason}
          onChange={setReason}
          required={reasonRequired}
          description={reasonRequired ? t(MODERATION_MESSAGES.reasonRequiredForAds) : undefined}
          enabled={opened}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t(/*i18n*/ 'Cancel')}
          </Button>
          <Button
            color="red"
            loading={loading}
            disabled={reasonRequired && !reason.text.trim()}
            onClick={() => onConfirm(reasonToSend(reason, templates.data))}
          >
            {t(MODERATION_MESSAGES.rejectSelected)}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
