import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_MESSAGES, productsApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useSaveProduct } from '../api/save-product';
import { ProductForm, valuesOf } from '../components/ProductForm';

export function EditProductPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const product = useQuery(endpointQuery(productsApi.get, { params: { id } }));
  const save = useSaveProduct(id);
  const back = () => void navigate(paths.products.all);
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Edit Product')} description={product.data?.name} />
      {product.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading product')} />
      ) : product.isError ? (
        <LoadError message={t(PRODUCT_MESSAGES.fetchFailed)} onRetry={() => void product.refetch()} />
      ) : (
        <ProductForm
          initial={valuesOf(product.data)}
          supplierName={product.data.supplierName}
          savedImages={product.data.images}
          save={save}
          submitLabel={t(/*i18n*/ 'Save')}
          onSaved={back}
          onCancel={back}
        />
      )}
    </>
  );
}
