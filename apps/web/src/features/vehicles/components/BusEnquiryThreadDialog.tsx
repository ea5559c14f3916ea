import { Badge, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENQUIRY_STATUS_LABELS,
  THREAD_MESSAGES,
  VEHICLE_MESSAGES,
  vehiclesApi,
  formatPhone,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { ThreadView } from '../../../components/ThreadView';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { enquiryAuthor } from './enquiry-author';
import { Dialog } from '../../../components/Dialog';

/** A bus enquiry's conversation, for the buyer or the seller: replies, status, and "sold" when it is. */
export function BusEnquiryThreadDialog({ enquiryId, onClose }: { enquiryId: string | null; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const thread = useQuery({
    ...endpointQuery(vehiclesApi.enquiryThread, { params: { enquiryId: enquiryId ?? '' } }),
    enabled: !!enquiryId,
  });
  const refresh = () =>
    Promise.all([
      invalidate(queryClient, vehiclesApi.enquiryThread),
      invalidate(queryClient, vehiclesApi.enquiriesSent),
      invalidate(queryClient, vehiclesApi.detail),
    ]);
  const reply = async (body: { message: string }) => {
    await call(vehiclesApi.replyToEnquiry, { params: { enquiryId: enquiryId! }, body });
    notify({ color: 'teal', message: t(THREAD_MESSAGES.replySent) });
    await refresh();
  };
  const close = useMutation({
    mutationFn: () =>
      call(vehiclesApi.setEnquiryStatus, { params: { enquiryId: enquiryId! }, body: { status: 'closed' } }),
    onSuccess: () => {
      notify({ color: 'teal', message: t(THREAD_MESSAGES.statusChanged) });
      return refresh();
    },
  });
  const e = thread.data?.enquiry;
  return (
    <Dialog opened={!!enquiryId} onClose={onClose} title={e ? e.adTitle : t(/*i18n*/ 'Enquiry')} size="lg">
      {thread.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading replies')} />
      ) : thread.isError || !e ? (
        <LoadError message={t(VEHICLE_MESSAGES.enquiryNotFound)} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          <Group mb="sm" gap="xs">
            <Text size="sm">
              {e.mySide === 'asker'
                ? t(/*i18n*/ 'Seller: {institute}', { institute: e.sellerInstituteName })
                : t(/*i18n*/ 'From {institute} · call back on {phone}', {
                    institute: e.fromInstituteName,
                    phone: formatPhone(e.phone),
                  })}
            </Text>
            <Badge variant="light" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
              {t(ENQUIRY_STATUS_LABELS[e.status])}
            </Badge>
            {e.sold ? (
              <Badge color="gray" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
                {t(/*i18n*/ 'Sold')}
              </Badge>
            ) : null}
          </Group>
          <ThreadView
            opening={{
              authorName: enquiryAuthor(e.fromName, e.fromInstituteName),
              body: e.message,
              createdAt: e.createdAt,
            }}
            messages={thread.data.messages}
            mySide={e.mySide}
            onReply={e.status === 'closed' ? undefined : reply}
            extra={
              <Button variant="default" onClick={() => close.mutate()} loading={close.isPending}>
                {t(/*i18n*/ 'Close enquiry')}
              </Button>
            }
          />
        </>
      )}
    </Dialog>
  );
}
