import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { DefaultersQuery } from '@school-portal/contract';
import { feesApi, formatPhone } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';
import { useWhatsappReminder } from './use-whatsapp-reminder';
import { Dialog } from '../../../components/Dialog';

/** The most a page of the list may hold: the walk reads the whole list, a hundred at a time. */
const WALK_PAGE = 100;

interface RemindAllProps {
  /** The list's filter and order (class, sort): the walk covers every page of it, not only the one shown. */
  filter: Omit<DefaultersQuery, 'page' | 'limit'>;
  /** Who was reminded today when the dialog opened: left out of the walk. */
  reminded: Set<string>;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Remind all": the whole list's guardians one by one, each a click that opens WhatsApp (browsers open
 * one tab per click, never a burst), then the next, page after page. Who was reminded today is left out;
 * the server records each.
 */
export function RemindAllDialog({ filter, reminded, opened, onClose }: RemindAllProps) {
  const t = useT();
  const [skipped] = useState(() => new Set(reminded));
  const [page, setPage] = useState(1);
  const [at, setAt] = useState(0);
  const list = useQuery({
    ...endpointQuery(feesApi.defaulters, { query: { ...filter, page, limit: WALK_PAGE } }),
    placeholderData: keepPreviousData,
  });
  // A page's list is read once: a reminder sent meanwhile does not shift who comes next.
  const queue = (list.data?.items ?? []).filter((d) => !skipped.has(d.student._id));
  const morePages = !!list.data && page * WALK_PAGE < list.data.total;
  const [done, setDone] = useState(0);
  const [sent, setSent] = useState(0);
  const current = queue[at];
  const waiting = list.isPending || (list.isPlaceholderData && list.isFetching);
  // Past a page's last guardian (or a page where everyone was reminded today) the walk reads the next page.
  useEffect(() => {
    if (!waiting && !current && morePages) {
      setPage((p) => p + 1);
      setAt(0);
    }
  }, [waiting, current, morePages]);
  const next = () => {
    setDone((n) => n + 1);
    setAt((i) => i + 1);
  };
  // Brothers and sisters a family's reminder named (decision 037): their turn is passed, as reminded.
  const [covered, setCovered] = useState<ReadonlySet<string>>(() => new Set());
  const { send, dialog, pending } = useWhatsappReminder((_, family) => {
    setCovered((before) => new Set([...before, ...family]));
    setSent((n) => n + 1);
    next();
  });
  useEffect(() => {
    if (current && covered.has(current.student._id)) {
      setSent((n) => n + 1);
      next();
    }
  }, [current, covered]);
  return (
    <Dialog opened={opened} onClose={onClose} title={t(/*i18n*/ 'Remind all on WhatsApp')}>
      {waiting || (!current && morePages) ? (
        <Loader size="sm" aria-label={t(/*i18n*/ 'Loading defaulters…')} />
      ) : current ? (
        <Stack>
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'Guardian {number} · {total} on the list', { number: done + 1, total: list.data?.total ?? 0 })}
          </Text>
          <Text fw={600}>
            {current.student.name} · {current.student.className} {current.student.sectionName}
          </Text>
          <Text size="sm">
            {t(/*i18n*/ '{amount} overdue · guardian {name}, {phone}', {
              amount: formatRupees(current.overdue),
              name: current.student.guardianName,
              phone: formatPhone(current.student.guardianPhone),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={next}>
              {t(/*i18n*/ 'Skip')}
            </Button>
            <Button
              color="green"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              loading={pending === current.student._id}
              onClick={() => send(current.student._id, current.student.name)}
            >
              {t(/*i18n*/ 'Remind on WhatsApp')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text>
            {done === 0
              ? t(/*i18n*/ 'Everyone on the list was reminded today.')
              : sent === done
                ? t(/*i18n*/ 'All reminded. Their guardians have the fee page link.')
                : t(/*i18n*/ '{sent} reminded, {skipped} skipped.', { sent, skipped: done - sent })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t(/*i18n*/ 'Done')}</Button>
          </Group>
        </Stack>
      )}
      {dialog}
    </Dialog>
  );
}
