import type { ReactNode } from 'react';
import { AspectRatio, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { FUEL_LABELS, adTitle, type VehicleAd } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import classes from './AdCard.module.css';

interface AdCardProps {
  ad: VehicleAd;
  /** The card's picture: a thumbnail address or a data URL. */
  image?: string;
  onOpen: () => void;
  /** Under the summary: a status badge, a reason. */
  extra?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
}

/** One bus in a grid of ads: photo, title, price, seats, place; the picture and title open the details. */
export function AdCard({ ad, image, onOpen, extra, actions }: AdCardProps) {
  const t = useT();
  const title = adTitle(ad);
  const src = image ?? ad.photos[0]?.thumbnailUrl;
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card}>
      <Card.Section>
        <UnstyledButton onClick={onOpen} aria-label={t(/*i18n*/ 'View {bus}', { bus: title })} className={classes.open}>
          <AspectRatio ratio={4 / 3}>
            {src ? (
              <Image src={src} alt="" loading="lazy" className={classes.photo} />
            ) : (
              <div className={classes.noPhoto}>
                <IconPhotoOff size={48} aria-hidden />
              </div>
            )}
          </AspectRatio>
        </UnstyledButton>
      </Card.Section>
      <Stack gap={4} mt="sm" className={classes.body}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={onOpen} className={classes.title}>
            <Text fw={600} lineClamp={2}>
              {title}
            </Text>
          </UnstyledButton>
          <Text fw={700} className={classes.price}>
            {formatRupees(ad.price)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ '{seats} seats · {fuel} · {km} km', {
            seats: ad.seatingCap,
            fuel: t(FUEL_LABELS[ad.fuel]),
            km: ad.kmDriven.toLocaleString('en-IN'),
          })}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {ad.district.label}, {ad.state.label} · {ad.instituteName}
        </Text>
        {extra}
      </Stack>
      {actions ? (
        <Group gap="xs" mt="sm" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Card>
  );
}
