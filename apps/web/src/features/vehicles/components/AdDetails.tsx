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
export const validUntil = (date: string | null) => (date ? formatDate(date) : t('N/A'));
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
        <VisuallyHidden>{yes ? t(': yes') : t(': no')}</VisuallyHidden>
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
            {t('{institute} · Ad {adId}', { institute: ad.instituteName, adId: ad.advertisementId })}
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
            {ad.negotiable ? t('Negotiable') : t('Fixed price')}
          </Text>
        </div>
      </Group>

      <Divider label={t('Vehicle details')} labelPosition="left" />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <LabeledValue size="sm" label={t('Registration number')} value={ad.regNo} />
        <LabeledValue size="sm" label={t('Make')} value={ad.make} />
        <LabeledValue size="sm" label={t('Model')} value={ad.model} />
        <LabeledValue size="sm" label={t('Year')} value={ad.year} />
        <LabeledValue size="sm" label={t('Fuel')} value={t(FUEL_LABELS[ad.fuel])} />
        <LabeledValue size="sm" label={t('Emission norm')} value={ad.emissionNorm ?? t('N/A')} />
        <LabeledValue size="sm" label={t('Seating capacity')} value={ad.seatingCap} />
        <LabeledValue size="sm" label={t('Kilometres driven')} value={ad.kmDriven.toLocaleString('en-IN')} />
        {VALIDITIES.map(({ key, label }) => (
          <LabeledValue
            key={key}
            size="sm"
            label={t('{paper} valid until', { paper: t(label) })}
            value={
              hasPassed(ad[key]) ? (
                <Group gap={4} wrap="nowrap">
                  <IconAlertTriangle size={14} className={classes.expired} aria-hidden />
                  <Text span size="sm" className={classes.expired}>
                    {t('{date} (expired)', { date: validUntil(ad[key]) })}
                  </Text>
                </Group>
              ) : (
                validUntil(ad[key])
              )
            }
          />
        ))}
      </SimpleGrid>

      <Divider label={t('Features')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6}>
        {FEATURES.map(({ key, label }) => (
          <Present key={key} label={t(label)} yes={ad[key]} />
        ))}
      </SimpleGrid>

      <Divider label={t('School-bus checklist')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6}>
        {CHECKLIST.map(({ key, label }) => (
          <Present key={key} label={t(label)} yes={ad[key]} />
        ))}
      </SimpleGrid>

      {ad.description ? (
        <>
          <Divider label={t('About the bus')} labelPosition="left" />
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {ad.description}
          </Text>
        </>
      ) : null}

      <Divider label={t('Location')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <LabeledValue size="sm" label={t('State')} value={ad.state.label} />
        <LabeledValue size="sm" label={t('District')} value={ad.district.label} />
        <LabeledValue size="sm" label={t('Address')} value={ad.address} />
      </SimpleGrid>

      <Divider label={t('Seller')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <LabeledValue size="sm" label={t('Institute')} value={ad.instituteName} />
        <LabeledValue size="sm" label={t('Owner')} value={ad.ownerName} />
        <LabeledValue size="sm" label={t('Phone')} value={<a href={phoneHref(ad.phone)}>{formatPhone(ad.phone)}</a>} />
      </SimpleGrid>
    </Stack>
  );
}
