import { PageHeader } from '../../../components/PageHeader';
import { routes } from '../../../lib/routes';
import { ReviewedAdsTable } from '../components/ReviewedAdsTable';

export function ApprovedAdsPage() {
  return (
    <>
      <PageHeader title={routes.superAdmin.approvedAds.title} description="Ads buyers can see, and those whose bus was sold." />
      <ReviewedAdsTable status="approved" />
    </>
  );
}
