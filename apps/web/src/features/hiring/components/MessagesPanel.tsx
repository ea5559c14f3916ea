import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { HIRING_MESSAGES, hiringApi, type HiringDesk } from '@school-portal/contract';
import { ThreadView } from '../../../components/ThreadView';
import { whatsappUrl } from '../../../components/TeacherRecord';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';

/**
 * The thread between the school and the candidate, with the other side's WhatsApp beside it. Each
 * message is e-mailed to the other side with a link back here.
 */
export function MessagesPanel({ desk }: { desk: HiringDesk }) {
  const t = useT();
  const write = useEndpointMutation(hiringApi.write, hiringApi.desk, hiringApi.unread);
  const phone = desk.mySide === 'school' ? desk.candidate.phone : desk.schoolPhone;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t(/*i18n*/ 'Messages')}
          </Title>
          {desk.unread > 0 ? (
            <Badge color="red" variant="filled">
              {t(/*i18n*/ '{count} new', { count: desk.unread })}
            </Badge>
          ) : null}
        </Group>
        {phone ? (
          <Anchor href={whatsappUrl(phone)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconBrandWhatsapp size={18} aria-hidden />
              {t(/*i18n*/ 'WhatsApp {phone}', { phone })}
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <Stack gap="xs">
        <ThreadView
          messages={desk.messages.map((m) => ({ ...m, side: m.side === desk.mySide ? 'asker' : 'answerer' }))}
          mySide="asker"
          emptyText={t(HIRING_MESSAGES.noMessages)}
          replyLabel={t(/*i18n*/ 'Your message')}
          sendLabel={t(/*i18n*/ 'Send message')}
          onReply={(values) => write.mutateAsync({ params: { applicationId: desk._id }, body: values })}
        />
        <Text size="xs" c="dimmed">
          {desk.mySide === 'school'
            ? t(/*i18n*/ 'The candidate is e-mailed each message with a link to this page.')
            : t(/*i18n*/ 'The school is e-mailed each message with a link to this page.')}
        </Text>
      </Stack>
    </Paper>
  );
}
