import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SUPPLIER_MESSAGES, suppliersApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import { hrefOf, paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useSaveSupplier } from '../api/save-supplier';
import { SupplierForm, valuesOf } from '../components/SupplierForm';

export function EditSupplierPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const supplier = useQuery(endpointQuery(suppliersApi.get, { params: { id } }));
  const save = useSaveSupplier(id);
  const back = () => void navigate(hrefOf(paths.suppliers.detail, id));
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Edit Supplier')} description={supplier.data?.name} />
      {supplier.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading supplier')} />
      ) : supplier.isError ? (
        <LoadError message={t(SUPPLIER_MESSAGES.detailFailed)} onRetry={() => void supplier.refetch()} />
      ) : (
        <SupplierForm
          initial={valuesOf(supplier.data)}
          savedLogo={supplier.data.logoUrl}
          save={save}
          submitLabel={t(/*i18n*/ 'Save')}
          onSaved={back}
          onCancel={back}
        />
      )}
    </>
  );
}
