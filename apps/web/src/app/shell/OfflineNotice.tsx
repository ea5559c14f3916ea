import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';

/**
 * Said while the browser has no network: the screens then show what the service worker kept, the lists as
 * they were when last seen, and a change cannot be saved.
 */
export function OfflineNotice() {
  const t = useT();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert role="status" color="yellow" icon={<IconWifiOff size={18} aria-hidden />} mb="md">
      {t(/*i18n*/ 'You are offline. The lists are as they were when you last saw them; changes cannot be saved.')}
    </Alert>
  );
}
