import { useMediaQuery } from '@mantine/hooks';
import { VEHICLE_MESSAGES, adTitle, type PendingAd } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ReviewDialog } from '../../../components/ReviewDialog';
import { useDecideAd, type AdDecision } from '../api/decide-ad';
import { AdDetails } from './AdDetails';

/** A pending ad in full (photos from the spec's base64), with Approve, or Reject with the reason the seller reads (confirmed first). */
export function ReviewAdDialog({ ad, onClose }: { ad: PendingAd | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const decide = useDecideAd();
  const act = (decision: AdDecision, done: () => void) =>
    decide.mutate(decision, {
      onSuccess: () => {
        notify({ color: 'teal', message: decision.action === 'approve' ? VEHICLE_MESSAGES.approved : VEHICLE_MESSAGES.rejected });
        done();
      },
      onError: (err) => notify({ color: 'red', title: VEHICLE_MESSAGES.actionFailed, message: errorMessage(err, 'Please try again.'), autoClose: 6000 }),
    });

  return (
    <ReviewDialog
      opened={!!ad}
      title={ad ? `Review ad: ${adTitle(ad)}` : ''}
      size="xl"
      fullScreen={!!phone}
      reasonRequired
      reasonDescription="Required to reject: sent to the seller."
      confirmTitle="Reject this ad?"
      consequence={(reason) => `The seller is told by e-mail, with the reason: ${reason}`}
      pending={decide.isPending ? decide.variables.action : null}
      onApprove={(done) => ad && act({ action: 'approve', advertisementId: ad.advertisementId }, done)}
      onReject={(reason, done) => ad && act({ action: 'reject', advertisementId: ad.advertisementId, reason }, done)}
      onClose={onClose}
    >
      {ad ? <AdDetails ad={ad} photos={ad.photos.map((p) => ({ src: `data:${p.contentType};base64,${p.base64}` }))} /> : null}
    </ReviewDialog>
  );
}
