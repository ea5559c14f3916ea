import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { sharedBusAdPath } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/** Copies the ad's public link (it previews in WhatsApp with the bus and the price), or opens the phone's share sheet. */
export function ShareAdButton({ advertisementId, title }: { advertisementId: string; title: string }) {
  const t = useT();
  const share = async () => {
    const url = new URL(sharedBusAdPath(advertisementId), window.location.origin).toString();
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard
      .writeText(url)
      .then(() =>
        notify({ color: 'teal', message: t(/*i18n*/ 'Link copied: it previews with the bus and its price.') }),
      )
      .catch(() => notify({ color: 'red', message: t(/*i18n*/ 'Could not copy: {url}', { url }) }));
  };
  return (
    <Button size="xs" variant="default" leftSection={<IconShare size={14} aria-hidden />} onClick={() => void share()}>
      {t(/*i18n*/ 'Share')}
    </Button>
  );
}
