import { useState } from 'react';
import { Anchor, Button, Group, Select, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconDownload } from '@tabler/icons-react';
import {
  classesApi,
  FEE_MESSAGES,
  feesApi,
  guardianFeesApi,
  type Defaulter,
  type DefaulterSort,
  formatPhone,
  phoneHref,
} from '@school-portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useListSearchParams, type FilterParser } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';
import { msg, useT } from '../../../lib/i18n';
import { RemindAllDialog } from '../components/RemindAllDialog';
import { RemindButton } from '../components/RemindButton';
import { WHATSAPP_GREEN } from '../components/use-whatsapp-reminder';
import { exportDefaulters } from '../api/downloads';

const PAGE_SIZE = 25;
const anyId: FilterParser<string> = (raw) => (raw && /^[0-9a-f-]{36}$/i.test(raw) ? raw : undefined);

const columns: Column<Defaulter>[] = [
  {
    header: msg(/*i18n*/ 'Student'),
    primary: true,
    cell: (d) => (
      <Text fw={600} span>
        {d.student.name}
      </Text>
    ),
  },
  {
    header: msg(/*i18n*/ 'Admission No.'),
    cell: (d) => (
      <Text size="sm" ff="monospace" span>
        {d.student.admissionNumber}
      </Text>
    ),
  },
  { header: msg(/*i18n*/ 'Section'), cell: (d) => `${d.student.className} ${d.student.sectionName}` },
  {
    header: msg(/*i18n*/ 'Guardian'),
    cell: (d) => (
      <>
        {d.student.guardianName} ·{' '}
        <Anchor size="sm" href={phoneHref(d.student.guardianPhone)}>
          {formatPhone(d.student.guardianPhone)}
        </Anchor>
      </>
    ),
  },
  {
    header: msg(/*i18n*/ 'Overdue'),
    cell: (d) => (
      <Text fw={700} span>
        {formatRupees(d.overdue)}
      </Text>
    ),
  },
  // What of the overdue is of earlier academic years (arrears, decision 032).
  { header: msg(/*i18n*/ 'Of earlier years'), cell: (d) => (d.earlierYears > 0 ? formatRupees(d.earlierYears) : '–') },
  { header: msg(/*i18n*/ 'Due since'), cell: (d) => formatDate(d.oldestDueDate) },
  { header: msg(/*i18n*/ 'Days overdue'), cell: (d) => d.daysOverdue },
];

const sortOf: FilterParser<DefaulterSort> = (raw) => (raw === 'days' ? 'days' : undefined);

/** Who owes fees past their due date, school-wide or of a class, so the office can call the guardians. */
export function DefaultersPage() {
  const t = useT();
  const params = useListSearchParams<{ classId: string; sort: DefaulterSort }>({ classId: anyId, sort: sortOf });
  const { classId, sort = 'amount' } = params.filters;
  const classes = useQuery(endpointQuery(classesApi.list));
  const query = useQuery({
    ...endpointQuery(feesApi.defaulters, {
      query: { ...(classId ? { classId } : {}), sort, page: params.page, limit: PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const [remindingAll, setRemindingAll] = useState(false);
  const remindedAt = new Map(
    useQuery(endpointQuery(guardianFeesApi.remindedToday)).data?.map((r) => [r.studentId, r.remindedAt]),
  );
  const download = async () => {
    setExporting(true);
    try {
      await exportDefaulters({ ...(classId ? { classId } : {}), sort });
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err, t(FEE_MESSAGES.loadFailed)) });
    } finally {
      setExporting(false);
    }
  };
  const filters = (
    <Group gap="sm" align="end">
      <Select
        label={t(/*i18n*/ 'Class')}
        placeholder={t(/*i18n*/ 'All classes')}
        data={classes.data?.map((c) => ({ value: c._id, label: c.name })) ?? []}
        value={classId ?? null}
        onChange={(v) => params.setFilter('classId', v)}
        searchable
        clearable
        w={200}
      />
      <Select
        label={t(/*i18n*/ 'Most overdue by')}
        data={[
          { value: 'amount', label: t(/*i18n*/ 'Amount') },
          { value: 'days', label: t(/*i18n*/ 'Days overdue') },
        ]}
        value={sort}
        onChange={(v) => params.setFilter('sort', v === 'days' ? 'days' : null)}
        allowDeselect={false}
        w={170}
      />
    </Group>
  );
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Fee Defaulters')}
        description={t(
          /*i18n*/ 'Students with fees past their due date and still unpaid (late fees not counted), the whole school or one class.',
        )}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconBrandWhatsapp size={16} color={WHATSAPP_GREEN} aria-hidden />}
              onClick={() => setRemindingAll(true)}
              disabled={!query.data?.items.length}
            >
              {t(/*i18n*/ 'Remind all')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void download()}
              loading={exporting}
            >
              {t(/*i18n*/ 'Export CSV')}
            </Button>
          </Group>
        }
      />
      {classes.isError ? (
        <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void classes.refetch()} />
      ) : null}
      <DataTable
        query={query}
        list={{ ...params, narrowed: Boolean(classId) }}
        pageSize={PAGE_SIZE}
        columns={columns}
        rowKey={(d) => d.student._id}
        texts={{
          loading: t(/*i18n*/ 'Loading defaulters…'),
          empty: t(FEE_MESSAGES.noDefaulters),
          error: t(FEE_MESSAGES.loadFailed),
          noMatch: t(FEE_MESSAGES.noDefaulters),
          noun: [t(/*i18n*/ 'defaulter'), t(/*i18n*/ 'defaulters')],
        }}
        searchable={false}
        filters={filters}
        minWidth="56rem"
        actions={(d) => (
          <RemindButton
            size="xs"
            studentId={d.student._id}
            name={d.student.name}
            remindedAt={remindedAt.get(d.student._id)}
          />
        )}
      />
      {remindingAll ? (
        <RemindAllDialog
          opened
          filter={{ ...(classId ? { classId } : {}), sort }}
          reminded={new Set(remindedAt.keys())}
          onClose={() => setRemindingAll(false)}
        />
      ) : null}
    </>
  );
}
