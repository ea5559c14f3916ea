import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { VEHICLE_MESSAGES, adTitle, type PendingAd } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDecideAd } from '../api/decide-ad';
import { AdDetails } from './AdDetails';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** A pending ad in full (photos from the spec's base64), with Approve, or Reject with the reason the seller reads (confirmed first). */
export function ReviewAdDialog({ ad, onClose }: { ad: PendingAd | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const decide = useDecideAd();
  const close = () => {
    setReason('');
    setConfirming(false);
    onClose();
  };
  const act = (action: 'approve' | 'reject') => {
    if (!ad) return;
    decide.mutate(action === 'approve' ? { action, advertisementId: ad.advertisementId } : { action, advertisementId: ad.advertisementId, reason: reason.trim() }, {
      onSuccess: () => {
        notify({ color: 'teal', message: action === 'approve' ? VEHICLE_MESSAGES.approved : VEHICLE_MESSAGES.rejected });
        close();
      },
      onError: (err) => notify({ color: 'red', title: VEHICLE_MESSAGES.actionFailed, message: errorMessage(err, 'Please try again.'), autoClose: 6000 }),
    });
  };

  return (
    <Modal opened={!!ad} onClose={close} title={ad ? `Review ad: ${adTitle(ad)}` : ''} size="xl" fullScreen={phone}>
      {ad ? (
        <Stack>
          <AdDetails ad={ad} photos={ad.photos.map((p) => ({ src: `data:${p.contentType};base64,${p.base64}` }))} />
          <Textarea
            label="Reason"
            required
            description="Required to reject: sent to the seller."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={decide.isPending && decide.variables?.action === 'reject'} disabled={decide.isPending || !reason.trim()} onClick={() => setConfirming(true)}>
              Reject
            </Button>
            <Button color="teal.9" loading={decide.isPending && decide.variables?.action === 'approve'} disabled={decide.isPending} onClick={() => act('approve')}>
              Approve
            </Button>
          </Group>
          <ConfirmDialog opened={confirming} title="Reject this ad?" confirmLabel="Reject" danger loading={decide.isPending} onConfirm={() => act('reject')} onClose={() => setConfirming(false)}>
            {`The seller is told by e-mail, with the reason: ${reason.trim()}`}
          </ConfirmDialog>
        </Stack>
      ) : null}
    </Modal>
  );
}
