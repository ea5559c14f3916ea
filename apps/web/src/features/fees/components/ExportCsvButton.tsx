import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { FEE_MESSAGES } from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/** Downloads a report's CSV, busy while the server makes it; a failure is told, not thrown. */
export function ExportCsvButton({
  onExport,
  label,
  disabled,
}: {
  onExport: () => Promise<void>;
  label?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.loadFailed)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} />}
      onClick={() => void run()}
      loading={busy}
      disabled={disabled}
    >
      {label ?? t(/*i18n*/ 'Export CSV')}
    </Button>
  );
}
