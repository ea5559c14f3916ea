import { Badge, Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENQUIRY_MESSAGES, ENQUIRY_STATUS_LABELS, THREAD_MESSAGES, stateName, suppliersApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { ThreadView } from '../../../components/ThreadView';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { enquiryText } from '../components/EnquiryThreadDialog';

const STATUS_CHOICES = [
  { value: 'replied', label: 'Answered' },
  { value: 'closed', label: 'Close the enquiry' },
];

/**
 * Where the link in a supplier's enquiry mail leads: the supplier has no account, the link's secret
 * is its key. It reads what the school asked, replies, and marks the enquiry answered or closed.
 * Signed-out screens have no query client (the signed-in shell holds it), so this one brings its own.
 */
export function SupplierReplyPage() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <SupplierReply />
    </QueryClientProvider>
  );
}

function SupplierReply() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'replied' | 'closed'>('replied');
  const thread = useQuery(endpointQuery(suppliersApi.supplierThread, { params: { token } }));
  const reply = async (body: { message: string }) => {
    await call(suppliersApi.supplierReply, { params: { token }, body: { ...body, status } });
    notify({ color: 'teal', message: THREAD_MESSAGES.replySent });
    await invalidate(queryClient, suppliersApi.supplierThread);
  };
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={640}>
        {thread.isPending ? (
          <Loading label="Loading the enquiry" />
        ) : thread.isError ? (
          <LoadError message={ENQUIRY_MESSAGES.notFound} onRetry={() => void thread.refetch()} />
        ) : (
          <Stack>
            <Title order={1} size="h3">
              Enquiry from {thread.data.enquiry.instituteName}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Deliver to {thread.data.enquiry.deliveryDistrict}, {stateName(thread.data.enquiry.deliveryState)} · Status:
              </Text>
              <Badge variant="light" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
                {ENQUIRY_STATUS_LABELS[thread.data.enquiry.status]}
              </Badge>
            </Group>
            <ThreadView
              opening={{ authorName: thread.data.enquiry.sentByName, body: enquiryText(thread.data.enquiry), createdAt: thread.data.enquiry.createdAt }}
              messages={thread.data.messages}
              mySide="answerer"
              onReply={thread.data.enquiry.status === 'closed' ? undefined : reply}
              extra={<SegmentedControl size="xs" data={STATUS_CHOICES} value={status} onChange={(v) => setStatus(v as 'replied' | 'closed')} aria-label="Mark the enquiry" />}
            />
            {thread.data.enquiry.status === 'closed' ? <Text size="sm">{ENQUIRY_MESSAGES.replyLinkUsed}</Text> : null}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
