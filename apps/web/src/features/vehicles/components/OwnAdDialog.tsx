import { Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ENQUIRY_STATUS_LABELS,
  VEHICLE_MESSAGES,
  vehiclesApi,
  type VehicleAd,
  formatPhone,
  phoneHref,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { endpointQuery } from '../../../lib/endpoint-query';
import { AdDialog } from './AdDialog';
import { BusEnquiryThreadDialog } from './BusEnquiryThreadDialog';

/** The seller's view of their ad: the details and the enquiries buyers sent. */
export function OwnAdDialog({ ad, onClose }: { ad: VehicleAd | null; onClose: () => void }) {
  const t = useT();
  const [thread, setThread] = useState<string | null>(null);
  const detail = useQuery({
    ...endpointQuery(vehiclesApi.detail, { params: { advertisementId: ad?.advertisementId ?? '' } }),
    enabled: !!ad,
  });
  return (
    <AdDialog ad={ad} onClose={onClose}>
      <Divider label={t(/*i18n*/ 'Enquiries')} labelPosition="left" />
      {detail.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading enquiries')} size="sm" py={0} />
      ) : detail.isError ? (
        <Text size="sm" c="red">
          {t(VEHICLE_MESSAGES.fetchOneFailed)}
        </Text>
      ) : !detail.data.enquiries?.length ? (
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'No enquiries yet.')}
        </Text>
      ) : (
        <Stack gap="xs">
          {detail.data.enquiries.map((e) => (
            <Paper key={e._id} withBorder p="sm" radius="sm">
              <Text size="sm" fw={600}>
                {e.fromInstituteName} · {e.fromName}
              </Text>
              <Text size="xs" c="dimmed">
                {t(/*i18n*/ '{date} · call back on', { date: formatDateTime(e.createdAt) })}{' '}
                <a href={phoneHref(e.phone)}>{formatPhone(e.phone)}</a>
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {e.message}
              </Text>
              <Group justify="space-between" mt="xs">
                <Badge variant="light" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
                  {t(ENQUIRY_STATUS_LABELS[e.status])}
                </Badge>
                <Button size="xs" variant="light" onClick={() => setThread(e._id)}>
                  {t(/*i18n*/ 'Reply')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <BusEnquiryThreadDialog enquiryId={thread} onClose={() => setThread(null)} />
    </AdDialog>
  );
}
