import { useNavigate, useParams } from 'react-router';
import { PRODUCT_MESSAGES } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../lib/routes';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { ProductForm, valuesOf } from '../components/ProductForm';

export function EditProductPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const product = useProduct(id);
  const save = useSaveProduct(id);
  const back = () => void navigate(paths.products.all);
  return (
    <>
      <PageHeader title="Edit Product" description={product.data?.name} />
      {product.isPending ? (
        <Loading label="Loading product" />
      ) : product.isError ? (
        <LoadError message={PRODUCT_MESSAGES.fetchFailed} onRetry={() => void product.refetch()} />
      ) : (
        <ProductForm
          initial={valuesOf(product.data)}
          supplierName={product.data.supplierName}
          savedImages={product.data.images}
          save={save}
          submitLabel="Save"
          onSaved={back}
          onCancel={back}
        />
      )}
    </>
  );
}
