import { Badge } from '@mantine/core';
import { adStatusLabel, type VehicleAd } from '@school-portal/contract';

const COLOURS = { Sold: 'gray', 'Pending approval': 'yellow', Approved: 'teal', Rejected: 'red' } as const;

export function AdStatusBadge({ ad }: { ad: Pick<VehicleAd, 'status' | 'sold'> }) {
  const label = adStatusLabel(ad);
  return (
    <Badge variant="light" color={COLOURS[label as keyof typeof COLOURS] ?? 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {label}
    </Badge>
  );
}
