import { Alert, Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hiringApi } from '@school-portal/contract';
import { endpointQuery } from '../lib/endpoint-query';
import { hrefOf, paths } from '../lib/paths';
import { useT } from '../lib/i18n';

/**
 * Unread messages of the caller's hiring threads (a candidate's with schools, a school's with
 * candidates), one link each to its desk; nothing when all are read.
 */
export function UnreadMessages() {
  const t = useT();
  const query = useQuery({ ...endpointQuery(hiringApi.unread), refetchInterval: 60_000 });
  const unread = query.data;
  if (!unread || unread.unread === 0) return null;
  return (
    <Alert
      color="blue"
      icon={<IconMessage size={18} aria-hidden />}
      title={t(/*i18n*/ '{count, plural, one {# unread message} other {# unread messages}}', { count: unread.unread })}
      mb="md"
    >
      <Stack gap={2}>
        {unread.threads.map((thread) => (
          <Anchor
            key={thread.applicationId}
            component={Link}
            to={hrefOf(paths.hiring.desk, thread.applicationId)}
            size="sm"
          >
            {t(/*i18n*/ '{name} · {title} ({count})', { name: thread.name, title: thread.title, count: thread.unread })}
          </Anchor>
        ))}
      </Stack>
    </Alert>
  );
}
