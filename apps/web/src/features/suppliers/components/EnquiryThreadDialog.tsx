import { Badge, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_STATUS_LABELS,
  THREAD_MESSAGES,
  quantityIn,
  suppliersApi,
  type Enquiry,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { ThreadView } from '../../../components/ThreadView';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { t, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { Dialog } from '../../../components/Dialog';

/** What the school asked for, as the thread's first message, in the language on screen. */
export const enquiryText = (e: Enquiry) =>
  [...e.items.map((i) => `${i.name}: ${quantityIn(t, i.quantity, i.unit)}`), e.message ?? '']
    .filter(Boolean)
    .join('\n');

/** An enquiry's replies; the asking school writes back (the super admin reads). */
export function EnquiryThreadDialog({
  enquiry,
  canReply,
  onClose,
}: {
  enquiry: Enquiry | null;
  canReply: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const thread = useQuery({
    ...endpointQuery(suppliersApi.enquiryThread, { params: { id: enquiry?._id ?? '' } }),
    enabled: !!enquiry,
  });
  const reply = async (body: { message: string }) => {
    await call(suppliersApi.replyToEnquiry, { params: { id: enquiry!._id }, body });
    notify({ color: 'teal', message: t(THREAD_MESSAGES.replySent) });
    await Promise.all([
      invalidate(queryClient, suppliersApi.enquiryThread),
      invalidate(queryClient, suppliersApi.enquiries),
    ]);
  };
  return (
    <Dialog
      opened={!!enquiry}
      onClose={onClose}
      title={enquiry ? t(/*i18n*/ 'Enquiry to {supplier}', { supplier: enquiry.supplierName }) : ''}
      size="lg"
    >
      {!enquiry ? null : thread.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading replies')} />
      ) : thread.isError ? (
        <LoadError message={t(ENQUIRY_MESSAGES.threadFailed)} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          <Group mb="sm">
            <Text size="sm">{t(/*i18n*/ 'Status:')}</Text>
            <Badge variant="light" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
              {t(ENQUIRY_STATUS_LABELS[thread.data.enquiry.status])}
            </Badge>
          </Group>
          <ThreadView
            opening={{
              authorName: enquiry.sentByName,
              body: enquiryText(thread.data.enquiry),
              createdAt: enquiry.createdAt,
            }}
            messages={thread.data.messages}
            mySide="asker"
            onReply={canReply && thread.data.enquiry.status !== 'closed' ? reply : undefined}
          />
        </>
      )}
    </Dialog>
  );
}
