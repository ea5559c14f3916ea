import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSaveProduct } from '../api/save-product';
import { ProductForm, emptyProduct } from '../components/ProductForm';

export function AddProductPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveProduct();
  // Opened from a supplier's page: that supplier is chosen already.
  const supplierId = params.get('supplierId') ?? '';
  const supplierName = params.get('supplierName') ?? undefined;
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Add Product')}
        description={t(/*i18n*/ 'A product institutes can ask its supplier to quote for.')}
      />
      <ProductForm
        initial={emptyProduct(supplierId)}
        supplierName={supplierName}
        save={save}
        submitLabel={t(/*i18n*/ 'Add Product')}
        onSaved={() => void navigate(paths.products.all)}
        onCancel={() => void navigate(paths.products.all)}
      />
    </>
  );
}
