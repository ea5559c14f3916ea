import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MODERATION_KIND_LABELS,
  MODERATION_KINDS,
  MODERATION_MESSAGES,
  moderationApi,
  type BatchDecisionAnswer,
  type QueueItem,
} from '@school-portal/contract';
import { DataTable } from '../../../components/DataTable';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeader } from '../../../components/PageHeader';
import { endpointQuery } from '../../../lib/endpoint-query';
import { oneOf, useListSearchParams } from '../../../lib/use-list-search-params';
import { useDecideBatch } from '../api/decide-batch';
import { useLanguage, useT } from '../../../lib/i18n';
import { BatchResult } from '../components/BatchResult';
import { itemKey, queueColumns } from '../components/queue-columns';
import { ReasonTemplatesPanel } from '../components/ReasonTemplatesPanel';
import { RejectBatchDialog } from '../components/RejectBatchDialog';

/** A page holds as many items as one decision may take. */
const PAGE_SIZE = 100;

export function ModerationQueuePage() {
  const t = useT();
  const language = useLanguage();
  const params = useListSearchParams<{ kind: (typeof MODERATION_KINDS)[number] }>({ kind: oneOf(MODERATION_KINDS) });
  const kind = params.filters.kind;
  const query = useQuery({
    ...endpointQuery(moderationApi.queue, { query: { page: params.page, limit: PAGE_SIZE, kind } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const [selected, setSelected] = useState<Map<string, QueueItem>>(new Map());
  const [rejecting, setRejecting] = useState(false);
  const [answer, setAnswer] = useState<BatchDecisionAnswer | null>(null);
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const decide = useDecideBatch();

  const toggle = (item: QueueItem) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(itemKey(item))) next.delete(itemKey(item));
      else next.set(itemKey(item), item);
      return next;
    });
  // The headers are in the language on screen: made again when it changes.
  const columns = useMemo(() => queueColumns(new Set(selected.keys()), toggle), [selected, language]);
  const onPage = query.data?.items ?? [];
  const allOnPage = onPage.length > 0 && onPage.every((i) => selected.has(itemKey(i)));

  const run = (action: 'approve' | 'reject', reason: { reason?: string; templateId?: string } = {}) => {
    const items = [...selected.values()];
    decide.mutate(
      { action, items: items.map(({ kind: k, id }) => ({ kind: k, id })), ...reason },
      {
        onSuccess: (result) => {
          // Names of the failed items, kept for the answer once they may have left the page.
          setTitles(new Map(items.map((i) => [itemKey(i), i.title])));
          setAnswer(result);
          setSelected(new Map());
          setRejecting(false);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t(MODERATION_MESSAGES.title)}
        description={t(
          /*i18n*/ 'Registrations and bus ads waiting for approval, oldest first. Every applicant is promised an answer within 24 hours.',
        )}
      />
      <BatchResult answer={answer} titles={titles} />
      <ErrorAlert error={decide.error} fallback={t(MODERATION_MESSAGES.decisionFailed)} />
      <Group mb="sm" gap="sm" wrap="wrap">
        <Checkbox
          label={t(MODERATION_MESSAGES.selectAll)}
          checked={allOnPage}
          indeterminate={!allOnPage && onPage.some((i) => selected.has(itemKey(i)))}
          onChange={() => setSelected(allOnPage ? new Map() : new Map(onPage.map((i) => [itemKey(i), i])))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(/*i18n*/ '{count} selected', { count: selected.size })}
        </Text>
        <Button disabled={selected.size === 0} loading={decide.isPending && !rejecting} onClick={() => run('approve')}>
          {t(MODERATION_MESSAGES.approveSelected)}
        </Button>
        <Button color="red" variant="light" disabled={selected.size === 0} onClick={() => setRejecting(true)}>
          {t(MODERATION_MESSAGES.rejectSelected)}
        </Button>
      </Group>
      <DataTable
        query={query}
        list={params}
        pageSize={PAGE_SIZE}
        columns={columns}
        rowKey={itemKey}
        onRowClick={toggle}
        searchable={false}
        texts={{
          loading: t(MODERATION_MESSAGES.loading),
          empty: t(MODERATION_MESSAGES.empty),
          error: t(MODERATION_MESSAGES.failed),
          noMatch: t(MODERATION_MESSAGES.noMatch),
          noun: [t(/*i18n*/ 'item'), t(/*i18n*/ 'items')],
        }}
        filters={
          <Select
            label={t(MODERATION_MESSAGES.kindLabel)}
            placeholder={t(MODERATION_MESSAGES.allKinds)}
            data={MODERATION_KINDS.map((value) => ({ value, label: t(MODERATION_KIND_LABELS[value]) }))}
            value={kind ?? null}
            onChange={(v) => {
              setSelected(new Map());
              params.setFilter('kind', (v as typeof kind) ?? null);
            }}
            clearable
            w={200}
          />
        }
        minWidth="44rem"
      />
      <RejectBatchDialog
        opened={rejecting}
        count={selected.size}
        reasonRequired={[...selected.values()].some((i) => i.kind === 'ad')}
        loading={decide.isPending}
        onConfirm={(reason) => run('reject', reason)}
        onClose={() => setRejecting(false)}
      />
      <ReasonTemplatesPanel />
    </>
  );
}
