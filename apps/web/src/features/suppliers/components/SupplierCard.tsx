import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type Supplier } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';
import { hrefOf, paths } from '../../../lib/paths';
import { CategoryBadges } from './CategoryBadges';
import { serviceAreaText } from './service-area';
import { placeOf } from '../../../lib/place';

/** A supplier in the Browse Suppliers grid; the whole card opens its details. */
export function SupplierCard({ supplier: s }: { supplier: Supplier }) {
  const t = useT();
  return (
    <Card
      component={Link}
      to={hrefOf(paths.suppliers.detail, s._id)}
      withBorder
      radius="md"
      padding="md"
      aria-label={s.name}
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={s.logoThumbnailUrl} alt="" size={56} radius="md" color="teal">
            {s.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {s.name}
            </Text>
            <Text size="sm" c="dimmed">
              {s.contactPerson}
            </Text>
          </div>
          {s.active ? null : (
            <Badge color="gray" variant="dot" ml="auto">
              {t(/*i18n*/ 'Hidden')}
            </Badge>
          )}
        </Group>
        <CategoryBadges categories={s.categories} />
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{placeOf(s.district, s.state)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconTruckDelivery size={16} aria-hidden />
          <Text size="sm" lineClamp={1}>
            {t(/*i18n*/ 'Delivers to {area}', { area: serviceAreaText(s) })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
