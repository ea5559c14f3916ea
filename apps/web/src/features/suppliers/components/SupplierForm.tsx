import { useState } from 'react';
import {
  Button,
  Divider,
  Group,
  MultiSelect,
  Paper,
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
  STATES,
  SUPPLIER_MESSAGES,
  SupplierFormSchema,
  districtsOf,
  type StateCode,
  type Supplier,
  type SupplierBody,
  type SupplierForm as SupplierFormInput,
} from '@school-portal/contract';
import { ImageFilesInput, type PickedImage } from '../../../components/ImageFilesInput';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { useSaveSupplier } from '../api/save-supplier';

/** The contract's form, with the service area as the district picker holds it: "STATE/District" keys. */
type SupplierValues = SupplierFormInput & { serviceDistricts: string[] };

/** Every district of India, grouped by state, for the service area. */
const DISTRICT_OPTIONS = STATES.map((s) => ({
  group: s.name,
  items: districtsOf(s.code).map((d) => ({ value: `${s.code}/${d}`, label: `${d}, ${s.name}` })),
}));

const keyOf = (d: { state: string; district: string }) => `${d.state}/${d.district}`;
const districtOf = (key: string) => {
  const [state = '', ...rest] = key.split('/');
  return { state: state as StateCode, district: rest.join('/') };
};

export const emptySupplier: SupplierValues = {
  name: '',
  categories: [],
  contactPerson: '',
  phone: '',
  email: '',
  website: '',
  gstin: '',
  address: '',
  state: '',
  district: '',
  description: '',
  servesAllIndia: false,
  serviceDistricts: [],
  active: true,
};

export const valuesOf = (s: Supplier): SupplierValues => ({
  name: s.name,
  categories: s.categories,
  contactPerson: s.contactPerson,
  phone: s.phone,
  email: s.email,
  website: s.website ?? '',
  gstin: s.gstin ?? '',
  address: s.address,
  state: s.state,
  district: s.district,
  description: s.description ?? '',
  servesAllIndia: s.servesAllIndia,
  serviceDistricts: s.serviceDistricts.map(keyOf),
  active: s.active,
});

/** The form's values as the call takes them (the place pickers hold codes and keys). */
const bodyOf = (v: SupplierValues): SupplierBody => ({
  ...v,
  serviceDistricts: v.servesAllIndia ? [] : v.serviceDistricts.map(districtOf),
});

const validateSupplier = validateWith(SupplierFormSchema);

interface SupplierFormProps {
  initial: SupplierValues;
  /** The supplier's logo as saved, when editing. */
  savedLogo?: string | null;
  save: ReturnType<typeof useSaveSupplier>;
  submitLabel: string;
  onSaved: (supplier: Supplier) => void;
  onCancel: () => void;
}

export function SupplierForm({ initial, savedLogo = null, save, submitLabel, onSaved, onCancel }: SupplierFormProps) {
  const t = useT();
  const [logo, setLogo] = useState<PickedImage[]>(savedLogo ? [{ id: 'saved', url: savedLogo }] : []);
  const form = useForm<SupplierValues>({
    initialValues: initial,
    validate: (values) => validateSupplier(bodyOf(values)),
  });

  const submit = form.onSubmit((values) => {
    const file = logo[0]?.file;
    const body: SupplierBody = {
      ...bodyOf(values),
      ...(file ? { logo: file } : {}),
      ...(savedLogo && logo.length === 0 ? { removeLogo: true } : {}),
    };
    save.mutate(body, {
      onSuccess: ({ message, supplier }) => {
        notify({ color: 'teal', message: t(message) });
        onSaved(supplier);
      },
      onError: (err) => void showServerErrors(form, err, t(SUPPLIER_MESSAGES.saveFailed)),
    });
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ImageFilesInput
            label={t(/*i18n*/ 'Logo')}
            value={logo}
            onChange={setLogo}
            max={1}
            onReject={(message) => notify({ color: 'red', message })}
          />
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t(/*i18n*/ 'Supplier name')}
              required
              autoComplete="organization"
              {...form.getInputProps('name')}
            />
            <MultiSelect
              label={t(/*i18n*/ 'Categories')}
              placeholder={t(/*i18n*/ 'Choose categories')}
              required
              data={CATALOGUE_CATEGORIES.map((value) => ({ value, label: t(CATALOGUE_CATEGORY_LABELS[value]) }))}
              searchable
              {...form.getInputProps('categories')}
            />
            <TextInput
              label={t(/*i18n*/ 'Contact person')}
              required
              autoComplete="name"
              {...form.getInputProps('contactPerson')}
            />
            <TextInput
              label={t(/*i18n*/ 'Phone')}
              type="tel"
              required
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t(/*i18n*/ 'Email')}
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t(/*i18n*/ 'Website')}
              placeholder="https://"
              autoComplete="url"
              {...form.getInputProps('website')}
            />
            <TextInput
              label={t(/*i18n*/ 'GSTIN')}
              description={t(/*i18n*/ 'Optional; 15 characters, checked')}
              placeholder="27AAPFU0939F1ZV"
              maxLength={20}
              {...form.getInputProps('gstin')}
            />
            <div />
            <StateDistrictFields form={form} required />
          </SimpleGrid>
          <Textarea label={t(/*i18n*/ 'Address')} required autosize minRows={2} {...form.getInputProps('address')} />
          <Textarea
            label={t(/*i18n*/ 'Description')}
            description={t(/*i18n*/ 'What the supplier sells and how it works with schools')}
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Divider label={t(/*i18n*/ 'Where it delivers')} labelPosition="left" />
          <Switch
            label={t(/*i18n*/ 'Delivers all over India')}
            {...form.getInputProps('servesAllIndia', { type: 'checkbox' })}
          />
          {form.values.servesAllIndia ? null : (
            <MultiSelect
              label={t(/*i18n*/ 'Districts served')}
              placeholder={t(/*i18n*/ 'Type a district')}
              required
              data={DISTRICT_OPTIONS}
              searchable
              limit={50}
              maxValues={200}
              nothingFoundMessage={t(/*i18n*/ 'No such district')}
              {...form.getInputProps('serviceDistricts')}
            />
          )}
          <Switch
            label={t(/*i18n*/ 'Shown to institutes')}
            description={t(/*i18n*/ 'Switch off to hide the supplier and its products without deleting them')}
            {...form.getInputProps('active', { type: 'checkbox' })}
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
