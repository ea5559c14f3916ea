import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { VEHICLE_MESSAGES, vehiclesApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { AdForm } from '../components/AdForm';

/** Sell: a new ad, or with `?ad=<advertisementId>` an own ad to edit. */
export function SellVehiclePage() {
  const t = useT();
  const [params] = useSearchParams();
  const editing = params.get('ad');
  const navigate = useNavigate();
  const ad = useQuery({
    ...endpointQuery(vehiclesApi.detail, { params: { advertisementId: editing ?? '' } }),
    enabled: !!editing,
  });
  const saved = (message: string) => {
    notify({ color: 'teal', message: t(message) });
    void navigate(paths.instituteAdmin.manageAds);
  };

  if (editing) {
    if (ad.isPending) return <Loading label={t(/*i18n*/ 'Loading the ad')} />;
    if (ad.isError) return <LoadError message={t(VEHICLE_MESSAGES.fetchOneFailed)} onRetry={() => void ad.refetch()} />;
    return (
      <>
        <PageHeader
          title={t(/*i18n*/ 'Edit ad {adId}', { adId: ad.data.advertisementId })}
          description={t(/*i18n*/ 'Saved changes go to the super admin for approval before buyers see them.')}
        />
        <AdForm key={ad.data.advertisementId} ad={ad.data} onSaved={saved} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Sell Vehicle')}
        description={t(
          /*i18n*/ 'Post a school bus for sale. The super admin checks every ad before other schools see it.',
        )}
      />
      <AdForm onSaved={saved} />
    </>
  );
}
