import dayjs from 'dayjs';
import { Divider, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconSquareCheck, IconSquareX } from '@tabler/icons-react';
import {
  CHECKLIST,
  FEATURES,
  FUEL_LABELS,
  VALIDITIES,
  adTitle,
  type VehicleAd,
  formatPhone,
  phoneHref,
} from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate, formatRupees } from '../../../lib/format';
import { t, useT } from '../../../lib/i18n';
import classes from './AdDetails.module.css';
import { PhotoCarousel } from './PhotoCarousel';
import { ShareAdButton } from './ShareAdButton';

/** A valid-until date as the spec shows it: the local date, or 'N/A'. */
export const validUntil = (date: string | null) => (date ? formatDate(date) : t(/*i18n*/ 'N/A'));
const hasPassed = (date: string | null) => date !== null && dayjs(date).endOf('day').isBefore(dayjs());

function Present({ label, yes }: { label: string; yes: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      {yes ? (
        <IconSquareCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
      ) : (
        <IconSquareX size={16} color="var(--mantine-color-red-6)" aria-hidden />
      )}
      <Text size="sm">
        {label}
        <VisuallyHidden>{yes ? t(/*i18n*/ ': yes') : t(/*i18n*/ ': no')}</VisuallyHidden>
      </Text>
    </Group>
  );
}

/**
 * Everything about one ad, in the spec's sections: photos, vehicle details, features, location and
 * seller; plus the school-bus checklist and which papers have run out.
 */
export function AdDetails({ ad, photos }: { ad: VehicleAd; photos?: { src: string }[] }) {
  const t = useT();
  const title = adTitle(ad);
  return (
    <Stack gap="md">
      <PhotoCarousel photos={photos ?? ad.photos.map((p) => ({ src: p.url }))} title={title} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Text fw={700} size="lg">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ '{institute} · Ad {adId}', { institute: ad.instituteName, adId: ad.advertisementId })}
          </Text>
          {/* Only an ad for sale has a public page to share. */}
          {ad.status === 'approved' && !ad.sold ? (
            <ShareAdButton advertisementId={ad.advertisementId} title={title} />
          ) : null}
        </div>
        <div>
          <Text fw={700} size="xl" ta="right" className={classes.price}>
            {formatRupees(ad.price)}
          </Text>
          <Text
            size="sm"
            ta="right"
            className={ad.negotiable ? classes.price : undefined}
            c={ad.negotiable ? undefined : 'dimmed'}
          >
            {ad.negotiable ? t(/*i18n*/ 'Negotiable') : t(/*i18n*/ 'Fixed price')}
          </Text>
        </div>
      </Group>

      <Divider label={t(/*i18n*/ 'Vehicle details')} labelPosition="left" />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <LabeledValue size="sm" label={t(/*i18n*/ 'Registration number')} value={ad.regNo} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Make')} value={ad.make} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Model')} value={ad.model} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Year')} value={ad.year} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Fuel')} value={t(FUEL_LABELS[ad.fuel])} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Emission norm')} value={ad.emissionNorm ?? t(/*i18n*/ 'N/A')} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Seating capacity')} value={ad.seatingCap} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Kilometres driven')} value={ad.kmDriven.toLocaleString('en-IN')} />
        {VALIDITIES.map(({ key, label }) => (
          <LabeledValue
            key={key}
            size="sm"
            label={t(/*i18n*/ '{paper} valid until', { paper: t(label) })}
            value={
              hasPassed(ad[key]) ? (
                <Group gap={4} wrap="nowrap">
                  <IconAlertTriangle size={14} className={classes.expired} aria-hidden />
                  <Text span size="sm" className={classes.expired}>
                    {t(/*i18n*/ '{date} (expired)', { date: validUntil(ad[key]) })}
                  </Text>
                </Group>
              ) : (
                validUntil(ad[key])
              )
            }
          />
        ))}
      </SimpleGrid>

      <Divider label={t(/*i18n*/ 'Features')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6}>
        {FEATURES.map(({ key, label }) => (
          <Present key={key} label={t(label)} yes={ad[key]} />
        ))}
      </SimpleGrid>

      <Divider label={t(/*i18n*/ 'School-bus checklist')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6}>
        {CHECKLIST.map(({ key, label }) => (
          <Present key={key} label={t(label)} yes={ad[key]} />
        ))}
      </SimpleGrid>

      {ad.description ? (
        <>
          <Divider label={t(/*i18n*/ 'About the bus')} labelPosition="left" />
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {ad.description}
          </Text>
        </>
      ) : null}

      <Divider label={t(/*i18n*/ 'Location')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <LabeledValue size="sm" label={t(/*i18n*/ 'State')} value={ad.state.label} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'District')} value={ad.district.label} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Address')} value={ad.address} />
      </SimpleGrid>

      <Divider label={t(/*i18n*/ 'Seller')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <LabeledValue size="sm" label={t(/*i18n*/ 'Institute')} value={ad.instituteName} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Owner')} value={ad.ownerName} />
        <LabeledValue
          size="sm"
          label={t(/*i18n*/ 'Phone')}
          value={<a href={phoneHref(ad.phone)}>{formatPhone(ad.phone)}</a>}
        />
      </SimpleGrid>
    </Stack>
  );
}
