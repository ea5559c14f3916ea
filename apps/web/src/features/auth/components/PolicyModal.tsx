import { useEffect } from 'react';
import { Button, Group, ScrollArea, Text } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { POLICY_MESSAGES } from '@school-portal/contract';
import { usePolicyDocument } from '../api/policy-document';
import { Loading } from '../../../components/Loading';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../../components/Dialog';

export interface PolicyDoc {
  title: string;
  path: string;
}

/** One of the three documents a visitor agrees to, in a scrollable dialog. */
export function PolicyModal({ doc, onClose }: { doc: PolicyDoc | null; onClose: () => void }) {
  const t = useT();
  const document = usePolicyDocument(doc?.path ?? null);
  const isError = document.status === 'failed';

  useEffect(() => {
    if (isError) notify({ color: 'red', message: t(POLICY_MESSAGES.documentFailed) });
  }, [isError, t]);

  return (
    <Dialog
      opened={!!doc}
      onClose={onClose}
      title={doc ? t(doc.title) : undefined}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {document.status === 'loading' ? (
        <Loading label={t(/*i18n*/ 'Loading document')} />
      ) : isError ? (
        <Text c="red">{t(POLICY_MESSAGES.documentFailed)}</Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {document.status === 'shown' ? document.text : null}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t(/*i18n*/ 'Close')}
        </Button>
      </Group>
    </Dialog>
  );
}
