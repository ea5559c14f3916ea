import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconArrowsRightLeft, IconDownload, IconFileImport, IconPlus, IconStairsUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  classesApi,
  STUDENT_MESSAGES,
  STUDENT_STATUSES,
  studentsApi,
  type Student,
  formatPhone,
} from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';
import { oneOf, useListSearchParams, type FilterParser } from '../../../lib/use-list-search-params';
import { exportStudents } from '../api/export-students';
import { MoveDialog } from '../components/MoveDialog';
import { PromoteDialog } from '../components/PromoteDialog';
import { classOptions } from '../components/section-options';
import classes from './ManageStudentsPage.module.css';
import { msg, useT } from '../../../lib/i18n';

const PAGE_SIZE = 25;
const anyId: FilterParser<string> = (raw) => (raw && /^[0-9a-f-]{36}$/i.test(raw) ? raw : undefined);
const STATUS_LABELS = { active: msg(/*i18n*/ 'Active'), left: msg(/*i18n*/ 'Left') } as const;

export function ManageStudentsPage() {
  const t = useT();
  const params = useListSearchParams<{ classId: string; sectionId: string; status: (typeof STUDENT_STATUSES)[number] }>(
    {
      classId: anyId,
      sectionId: anyId,
      status: oneOf(STUDENT_STATUSES),
    },
  );
  const { classId, sectionId, status } = params.filters;
  const filter = { q: params.q, classId, sectionId, status };
  const query = useQuery({
    ...endpointQuery(studentsApi.list, { query: { ...filter, page: params.page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const classList = useQuery(endpointQuery(classesApi.list));
  const chosenClass = classList.data?.find((c) => c._id === classId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'move' | 'promote' | null>(null);
  const [exporting, setExporting] = useState(false);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageIds = query.data?.items.map((s) => s._id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const columns: Column<Student>[] = [
    {
      header: msg(/*i18n*/ 'Select'),
      // A plain checkbox: Mantine's would be shared with the registration screen's first load.
      cell: (s) => (
        <input
          type="checkbox"
          className={classes.check}
          aria-label={t(/*i18n*/ 'Select {name}', { name: s.name })}
          checked={selected.has(s._id)}
          onChange={() => toggle(s._id)}
        />
      ),
    },
    {
      header: msg(/*i18n*/ 'Name'),
      primary: true,
      cell: (s) => (
        <Anchor component={Link} to={hrefOf(paths.instituteUser.student, s._id)} fw={600}>
          {s.name}
        </Anchor>
      ),
    },
    {
      header: msg(/*i18n*/ 'Admission No.'),
      cell: (s) => (
        <Text size="sm" ff="monospace" span>
          {s.admissionNumber}
        </Text>
      ),
    },
    { header: msg(/*i18n*/ 'Class'), cell: (s) => `${s.className} ${s.sectionName}` },
    { header: msg(/*i18n*/ 'Roll No.'), cell: (s) => s.rollNumber ?? '—' },
    { header: msg(/*i18n*/ 'Guardian'), cell: (s) => `${s.guardianName} · ${formatPhone(s.guardianPhone)}` },
    {
      header: msg(/*i18n*/ 'Status'),
      cell: (s) => (
        <Badge color={s.status === 'active' ? 'teal.9' : 'gray'} variant={s.status === 'active' ? 'filled' : 'light'}>
          {t(STATUS_LABELS[s.status])}
        </Badge>
      ),
    },
  ];

  const download = async () => {
    setExporting(true);
    try {
      await exportStudents(filter);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err, t(STUDENT_MESSAGES.fetchFailed)) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Manage Students')}
        actions={
          <Group gap="xs">
            <Button component={Link} to={paths.instituteUser.addStudent} leftSection={<IconPlus size={16} />}>
              {t(/*i18n*/ 'Add Student')}
            </Button>
            <Button
              component={Link}
              to={`${paths.instituteUser.addStudent}?tab=import`}
              variant="default"
              leftSection={<IconFileImport size={16} />}
            >
              {t(/*i18n*/ 'Import')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void download()}
              loading={exporting}
            >
              {t(/*i18n*/ 'Export CSV')}
            </Button>
            <Button variant="default" leftSection={<IconStairsUp size={16} />} onClick={() => setDialog('promote')}>
              {t(/*i18n*/ 'Promote a class')}
            </Button>
          </Group>
        }
      />
      {selected.size > 0 ? (
        <Group mb="sm" gap="sm">
          <Text size="sm">{t(/*i18n*/ '{count} selected', { count: selected.size })}</Text>
          <Button size="xs" leftSection={<IconArrowsRightLeft size={14} />} onClick={() => setDialog('move')}>
            {t(/*i18n*/ 'Move to class or section')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
            {t(/*i18n*/ 'Clear')}
          </Button>
        </Group>
      ) : null}
      <DataTable
        query={query}
        list={params}
        pageSize={PAGE_SIZE}
        columns={columns}
        rowKey={(s) => s._id}
        texts={{
          loading: t(STUDENT_MESSAGES.loading),
          empty: t(STUDENT_MESSAGES.empty),
          error: t(STUDENT_MESSAGES.fetchFailed),
          noMatch: t(STUDENT_MESSAGES.noMatch),
          noun: [t(/*i18n*/ 'student'), t(/*i18n*/ 'students')],
        }}
        showLoadingText
        searchPlaceholder={t(/*i18n*/ 'Name, admission number or guardian phone')}
        filters={
          <>
            <Select
              label={t(/*i18n*/ 'Class')}
              placeholder={t(/*i18n*/ 'All classes')}
              data={classOptions(classList.data ?? [])}
              value={classId ?? null}
              onChange={(v) => {
                params.setFilter('classId', v);
                params.setFilter('sectionId', null);
              }}
              clearable
              // A phone gives each filter the full width: a Hindi or Tamil placeholder is longer than the English one.
              w={{ base: '100%', sm: 190 }}
            />
            <Select
              label={t(/*i18n*/ 'Section')}
              placeholder={t(/*i18n*/ 'All sections')}
              data={(chosenClass?.sections ?? []).map((s) => ({ value: s._id, label: s.name }))}
              value={sectionId ?? null}
              onChange={(v) => params.setFilter('sectionId', v)}
              disabled={!chosenClass}
              clearable
              // A phone gives each filter the full width: a Hindi or Tamil placeholder is longer than the English one.
              w={{ base: '100%', sm: 160 }}
            />
            <Select
              label={t(/*i18n*/ 'Status')}
              placeholder={t(/*i18n*/ 'All')}
              data={STUDENT_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
              value={status ?? null}
              onChange={(v) => params.setFilter('status', (v as typeof status) ?? null)}
              clearable
              // A phone gives each filter the full width: a Hindi or Tamil placeholder is longer than the English one.
              w={{ base: '100%', sm: 150 }}
            />
            {pageIds.length ? (
              <label className={classes.selectPage}>
                <input
                  type="checkbox"
                  className={classes.check}
                  checked={allOnPage}
                  onChange={() =>
                    setSelected((prev) =>
                      allOnPage
                        ? new Set([...prev].filter((id) => !pageIds.includes(id)))
                        : new Set([...prev, ...pageIds]),
                    )
                  }
                />
                {t(/*i18n*/ 'Select page')}
              </label>
            ) : null}
          </>
        }
        minWidth="60rem"
      />
      {dialog === 'move' ? (
        <MoveDialog
          studentIds={[...selected]}
          onClose={() => setDialog(null)}
          onMoved={() => {
            setSelected(new Set());
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'promote' ? <PromoteDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
