import { Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MODERATION_MESSAGES, moderationApi } from '@school-portal/contract';
import { endpointQuery } from '../lib/endpoint-query';
import { useT } from '../lib/i18n';

/** A rejection's reason: typed, or picked from the super admin's saved ones (the pick fills the box, which may be edited). */
export interface Reason {
  templateId: string | null;
  text: string;
}
export const NO_REASON: Reason = { templateId: null, text: '' };

/** What to send: the saved reason's id while its text is unchanged, else the typed text, else nothing. */
export function reasonToSend(
  reason: Reason,
  templates: { _id: string; text: string }[] | undefined,
): { reason?: string; templateId?: string } {
  const chosen = templates?.find((t) => t._id === reason.templateId);
  if (chosen && chosen.text === reason.text) return { templateId: chosen._id };
  return reason.text.trim() ? { reason: reason.text.trim() } : {};
}

export function useReasonTemplates(enabled: boolean) {
  return useQuery({ ...endpointQuery(moderationApi.templates), enabled });
}

interface ReasonFieldProps {
  value: Reason;
  onChange: (value: Reason) => void;
  /** Ads need one (the seller reads it); registrations may go without. */
  required: boolean;
  description?: string | undefined;
  /** Load the saved reasons (only while the dialog is open). */
  enabled: boolean;
}

export function ReasonField({ value, onChange, required, description, enabled }: ReasonFieldProps) {
  const t = useT();
  const templates = useReasonTemplates(enabled);
  return (
    <Stack gap="xs">
      <Select
        label={t(MODERATION_MESSAGES.templateLabel)}
        placeholder={t(MODERATION_MESSAGES.templatePlaceholder)}
        data={(templates.data ?? []).map((template) => ({ value: template._id, label: template.text }))}
        value={value.templateId}
        onChange={(id) =>
          onChange({ templateId: id, text: templates.data?.find((template) => template._id === id)?.text ?? '' })
        }
        clearable
        allowDeselect={false}
      />
      <Textarea
        label={required ? t(MODERATION_MESSAGES.reasonLabel) : t(/*i18n*/ 'Reason (optional)')}
        required={required}
        description={description}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        maxLength={500}
        autosize
        minRows={2}
      />
    </Stack>
  );
}
