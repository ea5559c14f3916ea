import { Badge, Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENQUIRY_MESSAGES, ENQUIRY_STATUS_LABELS, THREAD_MESSAGES, suppliersApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { ThreadView } from '../../../components/ThreadView';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { msg, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { loadSignedInTexts } from '../../../lib/signed-in-texts';
import { enquiryText } from '../components/EnquiryThreadDialog';
import { placeOf } from '../../../lib/place';

const STATUS_CHOICES = [
  { value: 'replied', label: msg(/*i18n*/ 'Answered') },
  { value: 'closed', label: msg(/*i18n*/ 'Close the enquiry') },
];

/**
 * Where the link in a supplier's enquiry mail leads: the supplier has no account, the link's secret
 * is its key. It reads what the school asked, replies, and marks the enquiry answered or closed.
 * Signed-out screens have no query client (the signed-in shell holds it), so this one brings its own; nor
 * the signed-in part of the catalogue, where this screen's texts are: it loads it, and shows the enquiry once
 * it is here (an ICU quantity would read as its raw pattern before).
 */
export function SupplierReplyPage() {
  const t = useT();
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadSignedInTexts().finally(() => setReady(true));
  }, []);
  return (
    <QueryClientProvider client={client}>
      {ready ? <SupplierReply /> : <Loading label={t(/*i18n*/ 'Loading the enquiry')} />}
    </QueryClientProvider>
  );
}

function SupplierReply() {
  const t = useT();
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'replied' | 'closed'>('replied');
  const thread = useQuery(endpointQuery(suppliersApi.supplierThread, { params: { token } }));
  const reply = async (body: { message: string }) => {
    await call(suppliersApi.supplierReply, { params: { token }, body: { ...body, status } });
    notify({ color: 'teal', message: t(THREAD_MESSAGES.replySent) });
    await invalidate(queryClient, suppliersApi.supplierThread);
  };
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={640}>
        {thread.isPending ? (
          <Loading label={t(/*i18n*/ 'Loading the enquiry')} />
        ) : thread.isError ? (
          <LoadError message={t(ENQUIRY_MESSAGES.notFound)} onRetry={() => void thread.refetch()} />
        ) : (
          <Stack>
            <Title order={1} size="h3">
              {t(/*i18n*/ 'Enquiry from {institute}', { institute: thread.data.enquiry.instituteName })}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t(/*i18n*/ 'Deliver to {place} · Status:', {
                  place: placeOf(thread.data.enquiry.deliveryDistrict, thread.data.enquiry.deliveryState),
                })}
              </Text>
              <Badge variant="light" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
                {t(ENQUIRY_STATUS_LABELS[thread.data.enquiry.status])}
              </Badge>
            </Group>
            <ThreadView
              opening={{
                authorName: thread.data.enquiry.sentByName,
                body: enquiryText(thread.data.enquiry),
                createdAt: thread.data.enquiry.createdAt,
              }}
              messages={thread.data.messages}
              mySide="answerer"
              onReply={thread.data.enquiry.status === 'closed' ? undefined : reply}
              extra={
                <SegmentedControl
                  size="xs"
                  data={STATUS_CHOICES.map((c) => ({ ...c, label: t(c.label) }))}
                  value={status}
                  onChange={(v) => setStatus(v as 'replied' | 'closed')}
                  aria-label={t(/*i18n*/ 'Mark the enquiry')}
                />
              }
            />
            {thread.data.enquiry.status === 'closed' ? (
              <Text size="sm">{t(ENQUIRY_MESSAGES.replyLinkUsed)}</Text>
            ) : null}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
