import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import { ReviewedAdsTable } from '../components/ReviewedAdsTable';

export function ApprovedAdsPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Approved Vehicle Ads')}
        description={t(/*i18n*/ 'Ads buyers can see, and those whose bus was sold.')}
      />
      <ReviewedAdsTable status="approved" />
    </>
  );
}
