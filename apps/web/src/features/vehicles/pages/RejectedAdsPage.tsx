import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import { ReviewedAdsTable } from '../components/ReviewedAdsTable';

export function RejectedAdsPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Rejected Vehicle Ads')}
        description={t(/*i18n*/ 'The seller was told the reason and may edit the ad and send it again.')}
      />
      <ReviewedAdsTable status="rejected" />
    </>
  );
}
