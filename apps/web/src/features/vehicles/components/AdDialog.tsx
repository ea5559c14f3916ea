import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { adTitle, type VehicleAd } from '@school-portal/contract';
import { AdDetails } from './AdDetails';
import { Dialog } from '../../../components/Dialog';

/** One ad's details in a dialog, with whatever the screen adds below (an enquiry form, the enquiries). */
export function AdDialog({
  ad,
  onClose,
  children,
}: {
  ad: VehicleAd | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  // A phone gets the whole screen for the photos and details.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Dialog opened={!!ad} onClose={onClose} title={ad ? adTitle(ad) : ''} size="xl" fullScreen={phone}>
      {ad ? (
        <Stack>
          <AdDetails ad={ad} />
          {children}
        </Stack>
      ) : null}
    </Dialog>
  );
}
