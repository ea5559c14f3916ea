import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useT } from '../lib/i18n';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence the user can check before confirming. */
  children: ReactNode;
  confirmLabel: string;
  /** The way out, where 'Cancel' would read as the action itself ("Cancel receipt": "Keep receipt"). */
  cancelLabel?: string;
  /** A red button for decisions that take something away. */
  danger?: boolean;
  /**
   * Ask for an optional reason, described to the user (e.g. "Included in the e-mail to the user."); with
   * `required`, the decision cannot be confirmed without one (a cancelled receipt keeps it).
   */
  reason?: { description: string; required?: boolean };
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The one confirmation style of the portal: a dialog with what will happen, an optional reason, and the
 * buttons at the bottom (kept reachable on a phone by the modal's own scrolling).
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger,
  reason,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <Stack>
        <Text size="sm">{children}</Text>
        {reason ? (
          <Textarea
            label={reason.required ? t(/*i18n*/ 'Reason') : t(/*i18n*/ 'Reason (optional)')}
            required={reason.required}
            description={reason.description}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {cancelLabel ?? t(/*i18n*/ 'Cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={loading}
            disabled={reason?.required && !text.trim()}
            onClick={() => onConfirm(text.trim())}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
