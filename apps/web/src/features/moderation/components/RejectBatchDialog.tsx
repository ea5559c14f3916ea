import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MODERATION_MESSAGES, moderationApi } from '@school-portal/contract';
import { endpointQuery } from '../../../lib/endpoint-query';

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
 * (picking one fills the box, which may then be edited; an edited text is sent as typed).
 */
export function RejectBatchDialog({ opened, count, reasonRequired, loading, onConfirm, onClose }: RejectBatchDialogProps) {
  const templates = useQuery({ ...endpointQuery(moderationApi.templates), enabled: opened });
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const chosen = templates.data?.find((t) => t._id === templateId);
  const close = () => {
    setTemplateId(null);
    setText('');
    onClose();
  };
  const confirm = () => onConfirm(chosen && chosen.text === text ? { templateId: chosen._id } : text.trim() ? { reason: text.trim() } : {});
  return (
    <Modal opened={opened} onClose={close} title={MODERATION_MESSAGES.confirmRejectTitle(count)}>
      <Stack>
        <Text size="sm">{MODERATION_MESSAGES.confirmRejectBody}</Text>
        <Select
          label={MODERATION_MESSAGES.templateLabel}
          placeholder={MODERATION_MESSAGES.templatePlaceholder}
          data={(templates.data ?? []).map((t) => ({ value: t._id, label: t.text }))}
          value={templateId}
          onChange={(id) => {
            setTemplateId(id);
            setText(templates.data?.find((t) => t._id === id)?.text ?? '');
          }}
          clearable
          allowDeselect={false}
        />
        <Textarea label={MODERATION_MESSAGES.reasonLabel} required={reasonRequired} description={reasonRequired ? MODERATION_MESSAGES.reasonRequiredForAds : undefined} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={loading} disabled={reasonRequired && !text.trim()} onClick={confirm}>
            {MODERATION_MESSAGES.rejectSelected}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
