import { Badge, Text } from '@mantine/core';
import { MODERATION_HISTORY_LABELS, MODERATION_MESSAGES, type QueueItem } from '@school-portal/contract';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/** An item back after a rejection: marked appeal, with what happened before (the reason, the appeal's message). */
export function QueueHistory({ item }: { item: QueueItem }) {
  const t = useT();
  if (!item.appeal && item.history.length === 0) return null;
  return (
    <>
      {item.appeal ? (
        <Badge variant="default" size="sm" mt={4} styles={{ label: { overflow: 'visible' } }}>
          {t(MODERATION_MESSAGES.appeal)}
        </Badge>
      ) : null}
      {item.history.map((h) => (
        <Text key={`${h.action}-${h.at}`} size="xs" span>
          {t(MODERATION_HISTORY_LABELS[h.action] ?? h.action)} {formatDate(h.at)}
          {h.reason ? t(/*i18n*/ ': {reason}', { reason: h.reason }) : ''}
        </Text>
      ))}
    </>
  );
}
