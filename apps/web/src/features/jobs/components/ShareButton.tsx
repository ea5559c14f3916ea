import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { JOB_MESSAGES, sharedJobPath } from '@school-portal/contract';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';

/** Copies the job's public link (it previews in WhatsApp), or opens the phone's share sheet. */
export function ShareButton({ jobId, title }: { jobId: string; title: string }) {
  const t = useT();
  const share = async () => {
    const url = new URL(sharedJobPath(jobId), window.location.origin).toString();
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    notify({ color: 'teal', message: t(JOB_MESSAGES.linkCopied) });
  };
  return (
    <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share()}>
      {t(/*i18n*/ 'Share')}
    </Button>
  );
}
