import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { paths, routes } from '../../../lib/routes';
import { useSaveSupplier } from '../api/save-supplier';
import { SupplierForm, emptySupplier } from '../components/SupplierForm';

export function AddSupplierPage() {
  const navigate = useNavigate();
  const save = useSaveSupplier();
  return (
    <>
      <PageHeader title="Add Supplier" description="A supplier institutes can find by category and district." />
      <SupplierForm
        initial={emptySupplier}
        save={save}
        submitLabel="Add Supplier"
        onSaved={(supplier) => void navigate(routes.suppliers.detail.href(supplier._id))}
        onCancel={() => void navigate(paths.suppliers.browse)}
      />
    </>
  );
}
