import { Badge } from '@mantine/core';
import { adStatusLabel, type VehicleAd } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';

const COLOURS = { Sold: 'gray', 'Pending approval': 'yellow', Approved: 'teal', Rejected: 'red' } as const;

export function AdStatusBadge({ ad }: { ad: Pick<VehicleAd, 'status' | 'sold'> }) {
  const t = useT();
  const label = adStatusLabel(ad);
  return (
    <Badge
      variant="light"
      color={COLOURS[label as keyof typeof COLOURS] ?? 'gray'}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(label)}
    </Badge>
  );
}
