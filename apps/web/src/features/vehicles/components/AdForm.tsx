import { useEffect, useRef, useState } from 'react';
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
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  CHECKLIST,
  FEATURES,
  EMISSION_NORMS,
  FUEL_LABELS,
  FUELS,
  isStateCode,
  MAX_SEATS,
  NEW_PHOTO_PREFIX,
  VALIDITIES,
  VEHICLE_MESSAGES,
  VehicleAdFormSchema,
  newestYear,
  OLDEST_YEAR,
  type VehicleAd,
  type VehicleAdForm,
} from '@school-portal/contract';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';
import { useSaveAd } from '../api/save-ad';
import { useSchoolProfile } from '../api/school-profile';
import { PhotoPicker, type PickedPhoto } from './PhotoPicker';
import { DateField } from '../../../components/DateField';

/** What the form holds: text and numbers as the inputs give them, yes/no as booleans, '' for no choice yet. */
const EMPTY: VehicleAdForm = {
  regNo: '',
  make: '',
  model: '',
  year: '',
  fuel: '',
  emissionNorm: '',
  seatingCap: '',
  kmDriven: '',
  price: '',
  negotiable: false,
  insuranceValidUpto: '',
  fcValidUpto: '',
  taxValidUpto: '',
  permitValidUpto: '',
  gps: false,
  camera: false,
  panicButton: false,
  speedGovernor: false,
  firstAidBox: false,
  fireExtinguisher: false,
  emergencyExit: false,
  yellowBody: false,
  seatBelts: false,
  state: '',
  district: '',
  address: '',
  ownerName: '',
  phone: '',
  description: '',
};

const valuesOf = (ad: VehicleAd): VehicleAdForm => ({
  ...EMPTY,
  ...Object.fromEntries(
    Object.keys(EMPTY).map((k) => [k, ad[k as keyof VehicleAd] ?? (EMPTY as Record<string, unknown>)[k]]),
  ),
  state: isStateCode(ad.state.value) ? ad.state.value : '',
  district: ad.district.value,
  description: ad.description ?? '',
  emissionNorm: ad.emissionNorm ?? '',
  insuranceValidUpto: ad.insuranceValidUpto ?? '',
  fcValidUpto: ad.fcValidUpto ?? '',
  taxValidUpto: ad.taxValidUpto ?? '',
  permitValidUpto: ad.permitValidUpto ?? '',
});

interface AdFormProps {
  /** The ad being edited; none for a new one. */
  ad?: VehicleAd;
  onSaved: (message: string) => void;
}

/**
 * A new ad's seller details start as the school's (its profile: contact person, phone, address,
 * state and district), once, while the seller has typed none of them; all stay editable.
 */
function useSellerPrefill(form: UseFormReturnType<VehicleAdForm>, enabled: boolean) {
  const school = useSchoolProfile(enabled).data;
  useEffect(() => {
    if (!school) return;
    const v = form.getValues();
    if (v.ownerName || v.phone || v.address || v.state) return;
    form.setValues({
      ownerName: school.contactPerson ?? '',
      phone: school.phone ?? '',
      address: school.address ?? '',
      state: school.state ?? '',
      district: school.district ?? '',
    });
  }, [school]);
}

/** The sell form: every field of the spec's ad, the school-bus checklist and 1 to 10 photos. */
export function AdForm({ ad, onSaved }: AdFormProps) {
  const t = useT();
  const save = useSaveAd();
  const form = useForm<VehicleAdForm>({
    initialValues: ad ? valuesOf(ad) : EMPTY,
    validate: validateWith(VehicleAdFormSchema),
  });
  useSellerPrefill(form, !ad);
  const [photos, setPhotos] = useState<PickedPhoto[]>(
    () => ad?.photos.map((p) => ({ id: p.key, kind: 'kept', key: p.key, src: p.thumbnailUrl })) ?? [],
  );
  const [photoError, setPhotoError] = useState<string | null>(null);

  // Previews of picked files live until the form goes away.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => () => latest.current.forEach((p) => p.kind === 'new' && URL.revokeObjectURL(p.src)), []);

  const submit = form.onSubmit(
    (values) => {
      if (photos.length === 0) return setPhotoError(t(VEHICLE_MESSAGES.photosRequired));
      const added = photos.flatMap((p) => (p.kind === 'new' ? [p.file] : []));
      const fields = VehicleAdFormSchema.parse(values);
      let n = 0;
      const order = photos.map((p) => (p.kind === 'kept' ? p.key : `${NEW_PHOTO_PREFIX}${n++}`));
      save.mutate(
        ad
          ? {
              advertisementId: ad.advertisementId,
              body: { ...fields, photos: added.length ? added : undefined, photoOrder: order },
            }
          : { advertisementId: null, body: { ...fields, photos: added } },
        {
          onSuccess: (answer) => onSaved(answer.message),
          onError: (err) => {
            const photosRefused =
              err instanceof ApiError ? (err.fieldErrors.photos ?? err.fieldErrors.photoOrder) : undefined;
            if (photosRefused) setPhotoError(photosRefused);
            else showServerErrors(form, err, t(VEHICLE_MESSAGES.saveFailed));
          },
        },
      );
    },
    () => photos.length === 0 && setPhotoError(t(VEHICLE_MESSAGES.photosRequired)),
  );

  const price = Number(form.values.price);
  return (
    <Paper withBorder radius="md" p="lg" maw={960}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Divider label={t(/*i18n*/ 'Vehicle')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t(/*i18n*/ 'Registration number')}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- an example number plate, the same in every language
              placeholder="MH12AB1234"
              required
              {...form.getInputProps('regNo')}
            />
            <TextInput
              label={t(/*i18n*/ 'Make')}
              placeholder={t(/*i18n*/ 'Tata, Ashok Leyland, Eicher…')}
              required
              {...form.getInputProps('make')}
            />
            <TextInput label={t(/*i18n*/ 'Model')} required {...form.getInputProps('model')} />
            <NumberInput
              label={t(/*i18n*/ 'Year of manufacture')}
              required
              min={OLDEST_YEAR}
              max={newestYear()}
              allowDecimal={false}
              {...form.getInputProps('year')}
            />
            <Select
              label={t(/*i18n*/ 'Fuel')}
              placeholder={t(/*i18n*/ 'Select fuel')}
              required
              data={FUELS.map((value) => ({ value, label: t(FUEL_LABELS[value]) }))}
              {...selectProps(form, 'fuel')}
            />
            <Select
              label={t(/*i18n*/ 'Emission norm')}
              placeholder={t(/*i18n*/ 'As on the RC (optional)')}
              clearable
              data={[...EMISSION_NORMS]}
              {...selectProps(form, 'emissionNorm')}
            />
            <NumberInput
              label={t(/*i18n*/ 'Seating capacity')}
              required
              min={1}
              max={MAX_SEATS}
              allowDecimal={false}
              {...form.getInputProps('seatingCap')}
            />
            <NumberInput
              label={t(/*i18n*/ 'Kilometres driven')}
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('kmDriven')}
            />
            <NumberInput
              label={t(/*i18n*/ 'Price (₹)')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              description={price > 0 ? formatRupees(price) : t(/*i18n*/ 'In whole rupees')}
              {...form.getInputProps('price')}
            />
            <Switch
              label={t(/*i18n*/ 'Price is negotiable')}
              mt={{ sm: 'xl' }}
              {...form.getInputProps('negotiable', { type: 'checkbox' })}
            />
          </SimpleGrid>

          <Divider label={t(/*i18n*/ 'Papers valid until')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {VALIDITIES.map(({ key, label }) => (
              <DateField
                key={key}
                label={t(label)}
                description={t(/*i18n*/ 'Leave empty if not known')}
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>

          <Divider label={t(/*i18n*/ 'Features')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {FEATURES.map(({ key, label }) => (
              <Switch key={key} label={t(label)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>

          <Divider label={t(/*i18n*/ 'School-bus checklist')} labelPosition="left" />
          <Text size="xs" c="dimmed" mt={-8}>
            {t(/*i18n*/ 'What schools ask first: tick what the bus has.')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {CHECKLIST.map(({ key, label }) => (
              <Switch key={key} label={t(label)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>

          <Divider label={t(/*i18n*/ 'Location and seller')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <StateDistrictFields form={form} required />
            <TextInput
              label={t(/*i18n*/ 'Owner name')}
              required
              autoComplete="name"
              {...form.getInputProps('ownerName')}
            />
            <TextInput
              label={t(/*i18n*/ 'Phone')}
              type="tel"
              required
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Textarea label={t(/*i18n*/ 'Address')} required autosize minRows={2} {...form.getInputProps('address')} />
          <Textarea
            label={t(/*i18n*/ 'About the bus')}
            description={t(/*i18n*/ 'Service history, tyres, anything a buyer should know (optional)')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('description')}
          />

          <Divider />
          <PhotoPicker
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              setPhotoError(null);
            }}
            error={photoError}
            onReject={(message) => notify({ color: 'red', message })}
          />

          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {ad ? t(/*i18n*/ 'Save and send for approval') : t(/*i18n*/ 'Send for approval')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
