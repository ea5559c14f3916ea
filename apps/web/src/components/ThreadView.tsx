import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  THREAD_MESSAGES,
  ThreadReplyFormSchema,
  MAX_THREAD_MESSAGE,
  type ThreadMessage,
  type ThreadReplyForm,
  type ThreadSide,
} from '@school-portal/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format';
import { showServerErrors, validateWith } from '../lib/forms';
import { useT } from '../lib/i18n';

interface Props {
  /** The enquiry itself, as the first message; none where the thread starts with its first message (a hiring desk). */
  opening?: { authorName: string; body: string; createdAt: string };
  messages: readonly ThreadMessage[];
  /** Which side the reader is on: their own messages are set apart. */
  mySide: ThreadSide;
  /** Absent where the reader may only read (the super admin, a closed enquiry). */
  onReply?: (values: ThreadReplyForm) => Promise<unknown>;
  /** Extra controls beside Send (the supplier's "answered / closed" choice). */
  extra?: ReactNode;
  /** The reply box's label and button (an enquiry's "Your reply", a desk's "Your message"). */
  replyLabel?: string;
  sendLabel?: string;
  emptyText?: string;
}

function Bubble({
  authorName,
  body,
  createdAt,
  mine,
}: {
  authorName: string;
  body: string;
  createdAt: string;
  mine: boolean;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={mine ? 'var(--mantine-color-default-hover)' : undefined}
      ml={mine ? 'xl' : 0}
      mr={mine ? 0 : 'xl'}
    >
      <Text size="xs" c="dimmed">
        {authorName} · {formatDateTime(createdAt)}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
        {body}
      </Text>
    </Paper>
  );
}

/** An enquiry's conversation, oldest first, and a reply box: one view for supplier quotes and bus enquiries. */
export function ThreadView({ opening, messages, mySide, onReply, extra, replyLabel, sendLabel, emptyText }: Props) {
  const t = useT();
  const form = useForm<ThreadReplyForm>({
    initialValues: { message: '' },
    validate: validateWith(ThreadReplyFormSchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onReply?.(values);
      form.reset();
    } catch (err) {
      showServerErrors(form, err, t(THREAD_MESSAGES.replyFailed));
    }
  });
  return (
    <Stack gap="xs">
      {opening ? <Bubble {...opening} mine={mySide === 'asker'} /> : null}
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? t(THREAD_MESSAGES.empty)}
        </Text>
      ) : (
        messages.map((m) => (
          <Bubble
            key={m._id}
            authorName={m.authorName}
            body={m.body}
            createdAt={m.createdAt}
            mine={m.side === mySide}
          />
        ))
      )}
      {onReply ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={replyLabel ?? t(/*i18n*/ 'Your reply')}
              autosize
              minRows={2}
              maxLength={MAX_THREAD_MESSAGE}
              required
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end">
              {extra}
              <Button type="submit" loading={form.submitting}>
                {sendLabel ?? t(/*i18n*/ 'Send reply')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
