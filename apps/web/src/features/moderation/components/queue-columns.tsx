import { Anchor, Badge, Checkbox, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  MODERATION_KIND_LABELS,
  MODERATION_MESSAGES,
  waitsTooLong,
  waitText,
  type QueueItem,
} from '@school-portal/contract';
import type { Column } from '../../../components/DataTable';
import { QueueHistory } from './QueueHistory';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { msg, t } from '../../../lib/i18n';

export const itemKey = (item: Pick<QueueItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/**
 * The item's own review screen, opened on it: the phone, profile and history of a registration, the
 * photos of an ad, which the queue's one line cannot hold. A registration is searched for, so it is found
 * however many wait before it.
 */
const reviewHref = ({ kind, reference }: QueueItem) =>
  kind === 'registration'
    ? {
        pathname: paths.superAdmin.pendingRegistrations,
        search: new URLSearchParams({ q: reference, review: reference }).toString(),
      }
    : { pathname: paths.superAdmin.pendingAds, search: new URLSearchParams({ review: reference }).toString() };

/** The wait, amber once it nears the 24 hours every applicant is promised. */
export function WaitText({ since }: { since: string }) {
  const late = waitsTooLong(since);
  return (
    <Text size="sm" span fw={late ? 700 : undefined} c={late ? 'var(--mantine-color-orange-light-color)' : undefined}>
      {waitText(since, t)}
    </Text>
  );
}

/** The queue's columns (made again when the language changes: the page passes it to useMemo),  the first a checkbox for choosing items to decide together. */
export function queueColumns(selected: ReadonlySet<string>, toggle: (item: QueueItem) => void): Column<QueueItem>[] {
  return [
    {
      header: msg(/*i18n*/ 'Select'),
      cell: (item) => (
        <Checkbox
          aria-label={t(/*i18n*/ 'Select {title}', { title: item.title })}
          checked={selected.has(itemKey(item))}
          onChange={() => toggle(item)}
          onClick={(e) => e.stopPropagation()}
        />
      ),
    },
    {
      header: msg(MODERATION_MESSAGES.item),
      primary: true,
      cell: (item) => (
        <Stack gap={0}>
          {/* A link, not a row click: clicking the row chooses it for a decision together with others. */}
          <Anchor component={Link} to={reviewHref(item)} size="sm" fw={600} onClick={(e) => e.stopPropagation()}>
            {item.title}
          </Anchor>
          <Text size="xs" c="dimmed" span>
            {item.detail}
          </Text>
          <QueueHistory item={item} />
        </Stack>
      ),
    },
    {
      header: msg(MODERATION_MESSAGES.kindLabel),
      cell: (item) => (
        <Badge
          variant="light"
          color={item.kind === 'ad' ? 'grape' : 'blue'}
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(MODERATION_KIND_LABELS[item.kind])}
        </Badge>
      ),
    },
    { header: msg(MODERATION_MESSAGES.waiting), cell: (item) => <WaitText since={item.waitingSince} /> },
    { header: msg(MODERATION_MESSAGES.submitted), cell: (item) => formatDateTime(item.waitingSince) },
  ];
}
