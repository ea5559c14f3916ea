import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, type ModalProps } from '@mantine/core';
import { useT } from '../lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { NO_REASON, ReasonField, type Reason } from './ReasonField';
import { Dialog } from './Dialog';

export interface ReviewDialogProps {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  fullScreen?: boolean;
  /** What is reviewed: the registration's or the ad's details. */
  children: ReactNode;
  /** A reason is needed to reject (ads: the seller reads it); registrations may go without. */
  reasonRequired: boolean;
  /** Where the reason goes, under its box. */
  reasonDescription: string;
  /** The confirmation's title ("Reject this ad?") and what it says will happen, given the reason. */
  confirmTitle: string;
  consequence: (reason: string) => string;
  /** Which decision is under way, if any. */
  pending: 'approve' | 'reject' | null;
  /** Take the decision; call `done` once it is taken, which closes the dialog and forgets the reason. */
  onApprove: (done: () => void) => void;
  onReject: (reason: string, done: () => void) => void;
  onClose: () => void;
}

/**
 * The one review dialog of the super admin's single decisions (a registration, a bus ad): the item's
 * details, a reason typed or taken from the saved ones, and Approve or Reject. A rejection is never one
 * click: it asks first, saying who is told and with what reason.
 */
export function ReviewDialog({
  opened,
  title,
  size = 'lg',
  fullScreen,
  children,
  reasonRequired,
  reasonDescription,
  confirmTitle,
  consequence,
  pending,
  onApprove,
  onReject,
  onClose,
}: ReviewDialogProps) {
  const t = useT();
  const [reason, setReason] = useState<Reason>(NO_REASON);
  const [confirming, setConfirming] = useState(false);
  const text = reason.text.trim();
  const close = () => {
    setReason(NO_REASON);
    setConfirming(false);
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={title} size={size} fullScreen={fullScreen}>
      {opened ? (
        <Stack>
          {children}
          <ReasonField
            value={reason}
            onChange={setReason}
            required={reasonRequired}
            description={reasonDescription}
            enabled={opened}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button
              color="red"
              loading={pending === 'reject'}
              disabled={!!pending || (reasonRequired && !text)}
              onClick={() => setConfirming(true)}
            >
              {t(/*i18n*/ 'Reject')}
            </Button>
            <Button
              color="teal.9"
              loading={pending === 'approve'}
              disabled={!!pending}
              onClick={() => onApprove(close)}
            >
              {t(/*i18n*/ 'Approve')}
            </Button>
          </Group>
          <ConfirmDialog
            opened={confirming}
            title={confirmTitle}
            confirmLabel={t(/*i18n*/ 'Reject')}
            danger
            loading={pending === 'reject'}
            onConfirm={() => onReject(text, close)}
            onClose={() => setConfirming(false)}
          >
            {consequence(text)}
          </ConfirmDialog>
        </Stack>
      ) : null}
    </Dialog>
  );
}
