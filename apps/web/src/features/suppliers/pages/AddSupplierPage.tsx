import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import { hrefOf, paths } from '../../../lib/paths';
import { useSaveSupplier } from '../api/save-supplier';
import { SupplierForm, emptySupplier } from '../components/SupplierForm';

export function AddSupplierPage() {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveSupplier();
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Add Supplier')}
        description={t(/*i18n*/ 'A supplier institutes can find by category and district.')}
      />
      <SupplierForm
        initial={emptySupplier}
        save={save}
        submitLabel={t(/*i18n*/ 'Add Supplier')}
        onSaved={(supplier) => void navigate(hrefOf(paths.suppliers.detail, supplier._id))}
        onCancel={() => void navigate(paths.suppliers.browse)}
      />
    </>
  );
}
