import { useState } from 'react';
import { Badge, Button, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  HIRING_MESSAGES,
  hiringApi,
  INVITATION_STATUS_LABELS,
  MEETING_KIND_LABELS,
  MEETING_MODE_LABELS,
  type HiringSide,
  type Invitation,
  type InvitationStatus,
  indianTimeText,
} from '@school-portal/contract';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { currentLanguage, currentLocale, useT } from '../../../lib/i18n';

/** A time at the school, in Indian time marked IST, in the language on screen. */
const formatIndianTime = (iso: string) => indianTimeText(iso, currentLanguage() === 'en' ? 'en-IN' : currentLocale());

const STATUS_COLORS: Record<InvitationStatus, string> = {
  proposed: 'yellow',
  accepted: 'green',
  anotherAsked: 'blue',
  declined: 'red',
};

/** One invitation: what, where and the times; the candidate picks a time, asks for another or declines. */
export function InvitationCard({ invitation, side }: { invitation: Invitation; side: HiringSide }) {
  const t = useT();
  const answer = useEndpointMutation(hiringApi.answerInvitation, hiringApi.desk);
  const open = invitation.slots.filter((s) => !s.taken);
  const [slotId, setSlotId] = useState<string>(open.length === 1 ? open[0]!._id : '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (kind: 'accept' | 'another' | 'decline') =>
    answer.mutate(
      {
        params: { invitationId: invitation._id },
        body: kind === 'accept' ? { answer: kind, slotId } : { answer: kind, note },
      },
      {
        onSuccess: (res) => notify({ color: 'green', message: res.message }),
        onError: (err) => setError(errorMessage(err, t(HIRING_MESSAGES.sendFailed))),
      },
    );
  const waiting = side === 'candidate' && invitation.status === 'proposed';
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            {t(MEETING_KIND_LABELS[invitation.kind])} · {t(MEETING_MODE_LABELS[invitation.mode])} ·{' '}
            {t(/*i18n*/ '{minutes} minutes', { minutes: invitation.durationMinutes })}
          </Text>
          <Badge color={STATUS_COLORS[invitation.status]} variant="light">
            {t(INVITATION_STATUS_LABELS[invitation.status])}
          </Badge>
        </Group>
        {invitation.place ? <Text size="sm">{invitation.place}</Text> : null}
        {invitation.className ? (
          <Text size="sm">
            {t(/*i18n*/ 'Class: {name}', { name: invitation.className })} ·{' '}
            {t(/*i18n*/ 'Topic: {topic}', { topic: invitation.topic ?? '' })}
          </Text>
        ) : null}
        {waiting ? (
          <Radio.Group label={t(/*i18n*/ 'Choose a time')} value={slotId} onChange={setSlotId} error={error}>
            <Stack gap={4} mt={4}>
              {invitation.slots.map((s) => (
                <Radio
                  key={s._id}
                  value={s._id}
                  disabled={s.taken}
                  label={
                    s.taken
                      ? t(/*i18n*/ '{when} (taken)', { when: formatIndianTime(s.startsAt) })
                      : formatIndianTime(s.startsAt)
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Stack gap={2}>
            {invitation.slots.map((s) => (
              <Text key={s._id} size="sm" fw={s.chosen ? 700 : 400} td={s.taken ? 'line-through' : undefined}>
                {formatIndianTime(s.startsAt)}
                {s.chosen ? ` · ${t(/*i18n*/ 'Chosen')}` : ''}
              </Text>
            ))}
          </Stack>
        )}
        {invitation.candidateNote ? (
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'Note from the candidate: {note}', { note: invitation.candidateNote })}
          </Text>
        ) : null}
        {waiting ? (
          <>
            <Textarea
              label={t(/*i18n*/ 'Note to the school (optional)')}
              autosize
              minRows={1}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group gap="xs" wrap="wrap">
              <Button onClick={() => send('accept')} disabled={!slotId} loading={answer.isPending}>
                {t(/*i18n*/ 'Accept this time')}
              </Button>
              <Button variant="light" onClick={() => send('another')} loading={answer.isPending}>
                {t(/*i18n*/ 'Ask for another time')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => send('decline')} loading={answer.isPending}>
                {t(/*i18n*/ 'Decline')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
