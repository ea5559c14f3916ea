import { Text } from '@mantine/core';
import { adTitle, type VehicleAd } from '@school-portal/contract';
import type { Column } from '../../../components/DataTable';
import { msg } from '../../../lib/i18n';

/** The first column of every table of bus ads: the bus by name, then its registration and ad ID to tell alike buses apart. */
export const BUS_COLUMN: Column<VehicleAd> = {
  header: msg(/*i18n*/ 'Bus'),
  primary: true,
  cell: (ad) => (
    <div>
      <Text size="sm" fw={600}>
        {adTitle(ad)}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {ad.regNo} · {ad.advertisementId}
      </Text>
    </div>
  ),
};
