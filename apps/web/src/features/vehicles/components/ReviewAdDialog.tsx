import { useMediaQuery } from '@mantine/hooks';
import { VEHICLE_MESSAGES, adTitle, type PendingAd, type VehicleAd } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { ReviewDialog } from '../../../components/ReviewDialog';
import { useDecideAd, type AdDecision } from '../api/decide-ad';
import { AdDetails } from './AdDetails';

/** A photo's source: the spec's base64 on a pending-list ad; the address on an ad read by id (a link to a later page). */
const photoSrc = (p: PendingAd['photos'][number] | VehicleAd['photos'][number]) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a data URL, not a text
  'base64' in p ? `data:${p.contentType};base64,${p.base64}` : p.url;

/** A pending ad in full, with Approve, or Reject with the reason the seller reads (confirmed first). */
export function ReviewAdDialog({ ad, onClose }: { ad: PendingAd | VehicleAd | null; onClose: () => void }) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const decide = useDecideAd();
  const act = (decision: AdDecision, done: () => void) =>
    decide.mutate(decision, {
      onSuccess: () => {
        notify({
          color: 'teal',
          message: t(decision.action === 'approve' ? VEHICLE_MESSAGES.approved : VEHICLE_MESSAGES.rejected),
        });
        done();
      },
      onError: (err) =>
        notify({
          color: 'red',
          title: t(VEHICLE_MESSAGES.actionFailed),
          message: errorMessage(err, t(/*i18n*/ 'Please try again.')),
          autoClose: 6000,
        }),
    });

  return (
    <ReviewDialog
      opened={!!ad}
      title={ad ? t(/*i18n*/ 'Review ad: {bus}', { bus: adTitle(ad) }) : ''}
      size="xl"
      fullScreen={!!phone}
      reasonRequired
      reasonDescription={t(/*i18n*/ 'Required to reject: sent to the seller.')}
      confirmTitle={t(/*i18n*/ 'Reject this ad?')}
      consequence={(reason) => t(/*i18n*/ 'The seller is told by e-mail, with the reason: {reason}', { reason })}
      pending={decide.isPending ? decide.variables.action : null}
      onApprove={(done) => ad && act({ action: 'approve', advertisementId: ad.advertisementId }, done)}
      onReject={(reason, done) => ad && act({ action: 'reject', advertisementId: ad.advertisementId, reason }, done)}
      onClose={onClose}
    >
      {ad ? <AdDetails ad={ad} photos={ad.photos.map((p) => ({ src: photoSrc(p) }))} /> : null}
    </ReviewDialog>
  );
}
