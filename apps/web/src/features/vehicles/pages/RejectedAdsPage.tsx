import { PageHeader } from '../../../components/PageHeader';
import { routes } from '../../../lib/routes';
import { ReviewedAdsTable } from '../components/ReviewedAdsTable';

export function RejectedAdsPage() {
  return (
    <>
      <PageHeader title={routes.superAdmin.rejectedAds.title} description="The seller was told the reason and may edit the ad and send it again." />
      <ReviewedAdsTable status="rejected" />
    </>
  );
}
