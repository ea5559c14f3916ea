import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconLinkOff } from '@tabler/icons-react';
import {
  FEE_MESSAGES,
  feesApi,
  receiptLinkPath,
  whatsappLink,
  whatsappNumber,
  type Receipt,
} from '@school-portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { t, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { Dialog } from '../../../components/Dialog';

/** The WhatsApp message: the school, what was paid and the link, so the preview makes sense on its own. */
const whatsappText = (r: Receipt, url: string) =>
  t(/*i18n*/ '{school}: fee receipt {number} for {student}, {amount}. {link}', {
    school: r.school.name,
    number: r.receiptNo,
    student: r.student.name,
    amount: formatRupees(r.amount),
    link: url,
  });

/**
 * "Share with parent": the receipt's link (made on first open, the same one after), copied or sent by
 * WhatsApp; revoking it makes the link say it is no longer valid.
 */
export function ShareReceiptDialog({
  receipt,
  opened,
  onClose,
}: {
  receipt: Receipt;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  // Makes the receipt's link for the parent, or shows the one it has; revoking stops it opening the receipt.
  const share = useMutation({ mutationFn: () => call(feesApi.shareReceipt, { params: { receiptId: receipt._id } }) });
  const revoke = useMutation({
    mutationFn: () => call(feesApi.revokeReceiptLink, { params: { receiptId: receipt._id } }),
  });
  const [asking, setAsking] = useState(false);
  const { mutate, reset } = share;
  useEffect(() => {
    if (opened) mutate();
    else reset();
  }, [opened, mutate, reset]);

  const url = share.data ? new URL(receiptLinkPath(share.data.token), window.location.origin).toString() : '';
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => notify({ color: 'teal', message: t(FEE_MESSAGES.linkCopied) }))
      .catch(() => notify({ color: 'red', message: t(/*i18n*/ 'Could not copy: select the link and copy it.') }));
  const doRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        notify({ color: 'teal', message: t(FEE_MESSAGES.linkRevoked) });
        setAsking(false);
        onClose();
      },
      onError: (err) => notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.saveFailed)) }),
    });

  return (
    <Dialog opened={opened} onClose={onClose} title={t(/*i18n*/ 'Share with parent')}>
      {share.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t(/*i18n*/ 'Making the link')} />
        </Group>
      ) : share.isError ? (
        <Alert color="red" title={t(FEE_MESSAGES.saveFailed)}>
          {errorMessage(share.error, t(FEE_MESSAGES.saveFailed))}{' '}
          <Anchor component="button" type="button" onClick={() => mutate()}>
            {t(/*i18n*/ 'Try again')}
          </Anchor>
        </Alert>
      ) : share.data ? (
        <Stack>
          <Text size="sm">
            {t(
              /*i18n*/ 'Anyone with this link can see and download this receipt without signing in. Send it to the parent only.',
            )}
          </Text>
          <TextInput
            label={t(/*i18n*/ 'Receipt link')}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="sm" wrap="wrap">
            <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
              {t(/*i18n*/ 'Copy link')}
            </Button>
            <Button
              component="a"
              // To the guardian's own chat when their number is a mobile; otherwise WhatsApp asks whom to send it to.
              href={whatsappLink(whatsappNumber(receipt.student.guardianPhone), whatsappText(receipt, url))}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              {t(/*i18n*/ 'WhatsApp')}
            </Button>
          </Group>
          {asking ? (
            <Alert color="red" title={t(/*i18n*/ 'Revoke the link?')}>
              <Text size="sm">
                {t(/*i18n*/ "The parent's link will say it is no longer valid. Sharing again makes a new link.")}
              </Text>
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={() => setAsking(false)}>
                  {t(/*i18n*/ 'Keep it')}
                </Button>
                <Button color="red" loading={revoke.isPending} onClick={doRevoke}>
                  {t(/*i18n*/ 'Revoke link')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Group justify="flex-end">
              <Button
                variant="subtle"
                c="var(--mantine-color-error)"
                leftSection={<IconLinkOff size={16} aria-hidden />}
                onClick={() => setAsking(true)}
              >
                {t(/*i18n*/ 'Revoke link')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </Dialog>
  );
}
