import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import {
  HIRING_MESSAGES,
  hiringApi,
  OFFER_STATUS_LABELS,
  type HiringSide,
  type Offer,
  type OfferStatus,
} from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { callFile } from '../../../lib/api-file';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { formatDate, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { useT } from '../../../lib/i18n';

const STATUS_COLORS: Record<OfferStatus, string> = { sent: 'yellow', accepted: 'green', declined: 'red' };

/** An offer: position, pay and joining date, its letter, and the candidate's accept or decline. */
export function OfferCard({ offer, side }: { offer: Offer; side: HiringSide }) {
  const t = useT();
  const answer = useEndpointMutation(hiringApi.answerOffer, hiringApi.desk);
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = (kind: 'accept' | 'decline') =>
    answer.mutateAsync(
      { params: { offerId: offer._id }, body: { answer: kind } },
      {
        onSuccess: (res) => notify({ color: 'green', message: res.message }),
        onError: (err) => notify({ color: 'red', message: errorMessage(err, t(HIRING_MESSAGES.sendFailed)) }),
      },
    );
  const letter = async () => {
    setBusy(true);
    try {
      saveBlob(await callFile(hiringApi.offerLetter, { params: { offerId: offer._id } }), 'offer-letter.pdf');
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err, t(HIRING_MESSAGES.offerNotFound)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{offer.position}</Text>
          <Badge color={STATUS_COLORS[offer.status]} variant="light">
            {t(OFFER_STATUS_LABELS[offer.status])}
          </Badge>
        </Group>
        <Text size="sm">{t(/*i18n*/ 'Pay: {pay} a month', { pay: formatRupees(offer.monthlyPay) })}</Text>
        <Text size="sm">{t(/*i18n*/ 'Joining date: {date}', { date: formatDate(offer.joiningDate) })}</Text>
        {offer.note ? <Text size="sm">{offer.note}</Text> : null}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            onClick={letter}
            loading={busy}
          >
            {t(/*i18n*/ 'Offer letter (PDF)')}
          </Button>
          {side === 'candidate' && offer.status === 'sent' ? (
            <>
              <Button color="green" onClick={() => void send('accept')} loading={answer.isPending}>
                {t(/*i18n*/ 'Accept offer')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDeclining(true)}>
                {t(/*i18n*/ 'Decline offer')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={declining}
        onClose={() => setDeclining(false)}
        title={t(/*i18n*/ 'Decline offer')}
        confirmLabel={t(/*i18n*/ 'Decline offer')}
        danger
        loading={answer.isPending}
        onConfirm={() => void send('decline').finally(() => setDeclining(false))}
      >
        {t(/*i18n*/ 'Decline the offer of {position}? The school is told.', { position: offer.position })}
      </ConfirmDialog>
    </Paper>
  );
}
