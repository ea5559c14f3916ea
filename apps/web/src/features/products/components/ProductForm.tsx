import { useState } from 'react';
import {
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_CATEGORY_LABELS,
  MAX_PRODUCT_IMAGES,
  PRODUCT_MESSAGES,
  PRODUCT_UNITS,
  ProductFormSchema,
  productImageField,
  type Product,
  type ProductBody,
  type ProductForm as ProductValues,
} from '@school-portal/contract';
import { ImageFilesInput, type PickedImage } from '../../../components/ImageFilesInput';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { useSaveProduct } from '../api/save-product';
import { SupplierSelect } from './SupplierSelect';

export const emptyProduct = (supplierId = ''): ProductValues => ({
  supplierId,
  name: '',
  category: '',
  description: '',
  price: '',
  unit: /*i18n*/ 'piece',
  minOrderQty: 1,
  inStock: true,
});

export const valuesOf = (p: Product): ProductValues => ({
  supplierId: p.supplierId,
  name: p.name,
  category: p.category,
  description: p.description ?? '',
  price: p.price,
  unit: p.unit,
  minOrderQty: p.minOrderQty,
  inStock: p.inStock,
});

const validateProduct = validateWith(ProductFormSchema);

interface ProductFormProps {
  initial: ProductValues;
  /** The chosen supplier's name, shown before the picker has searched. */
  supplierName?: string | undefined;
  savedImages?: Product['images'];
  save: ReturnType<typeof useSaveProduct>;
  submitLabel: string;
  onSaved: (product: Product) => void;
  onCancel: () => void;
}

export function ProductForm({
  initial,
  supplierName,
  savedImages = [],
  save,
  submitLabel,
  onSaved,
  onCancel,
}: ProductFormProps) {
  const t = useT();
  const [images, setImages] = useState<PickedImage[]>(savedImages.map((i) => ({ id: i.key, url: i.thumbnailUrl })));
  const [supplierLabel, setSupplierLabel] = useState(supplierName);
  const form = useForm<ProductValues>({ initialValues: initial, validate: (values) => validateProduct(values) });

  const submit = form.onSubmit((values) => {
    const files = images.flatMap((i) => (i.file ? [i.file] : []));
    const body: ProductBody = {
      ...values,
      ...Object.fromEntries(files.map((file, n) => [productImageField(n), file])),
      ...(savedImages.length ? { keepImages: images.filter((i) => !i.file).map((i) => i.id) } : {}),
    };
    save.mutate(body, {
      onSuccess: ({ message, product }) => {
        notify({ color: 'teal', message: t(message) });
        onSaved(product);
      },
      onError: (err) => void showServerErrors(form, err, t(PRODUCT_MESSAGES.saveFailed)),
    });
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t(/*i18n*/ 'Product name')} required {...form.getInputProps('name')} />
            <SupplierSelect
              label={t(/*i18n*/ 'Supplier')}
              placeholder={t(/*i18n*/ "Type a supplier's name")}
              required
              value={form.values.supplierId || null}
              selectedLabel={supplierLabel}
              error={form.errors.supplierId}
              onChange={(id, label) => {
                form.setFieldValue('supplierId', id ?? '');
                setSupplierLabel(label ?? undefined);
              }}
            />
            <Select
              label={t(/*i18n*/ 'Category')}
              placeholder={t(/*i18n*/ 'Choose a category')}
              required
              data={CATALOGUE_CATEGORIES.map((value) => ({ value, label: t(CATALOGUE_CATEGORY_LABELS[value]) }))}
              {...selectProps(form, 'category')}
            />
            <Select
              label={t(/*i18n*/ 'Unit')}
              required
              data={PRODUCT_UNITS.map((value) => ({ value, label: t(value) }))}
              {...selectProps(form, 'unit')}
            />
            <NumberInput
              label={t(/*i18n*/ 'Price (₹ per unit)')}
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              prefix="₹"
              {...form.getInputProps('price')}
            />
            <NumberInput
              label={t(/*i18n*/ 'Minimum order')}
              description={t(/*i18n*/ 'In the unit above')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('minOrderQty')}
            />
          </SimpleGrid>
          <Textarea
            label={t(/*i18n*/ 'Description')}
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Switch label={t(/*i18n*/ 'In stock')} {...form.getInputProps('inStock', { type: 'checkbox' })} />
          <Divider />
          <ImageFilesInput
            label={t(/*i18n*/ 'Images')}
            value={images}
            onChange={setImages}
            max={MAX_PRODUCT_IMAGES}
            onReject={(message) => notify({ color: 'red', message })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
