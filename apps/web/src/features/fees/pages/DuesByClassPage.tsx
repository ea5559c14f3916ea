import { useState } from 'react';
import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { classesApi, FEE_MESSAGES, feeReportsApi, REPORT_MESSAGES, type ClassDues } from '@school-portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/CardTable';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { endpointQuery } from '../../../lib/endpoint-query';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ReportPanel } from '../components/ReportPanel';
import { exportDuesByClass } from '../api/downloads';

const money = (header: string, pick: (c: ClassDues) => number): Column<ClassDues> => ({ header, numeric: true, cell: (c) => formatRupees(pick(c)) });

const columns: Column<ClassDues>[] = [
  { header: 'Class', primary: true, cell: (c) => <Text fw={600} span>{c.className}</Text> },
  { header: 'Students', numeric: true, cell: (c) => c.students },
  money('Due', (c) => c.due),
  money('Collected', (c) => c.collected),
  money('Outstanding', (c) => c.outstanding),
  money('Overdue', (c) => c.overdue),
  {
    header: 'Defaulters',
    numeric: true,
    cell: (c) =>
      c.defaulters > 0 ? (
        <Anchor component={Link} to={`${paths.instituteUser.defaulters}?classId=${c.classId}`} aria-label={`${c.defaulters} defaulters of ${c.className}`}>
          {c.defaulters}
        </Anchor>
      ) : (
        0
      ),
  },
];

/** What each class owes for the year, what came in, and how many students are behind. */
export function DuesByClassPage() {
  const years = useQuery(endpointQuery(classesApi.years));
  const [yearId, setYearId] = useState<string | null>(null);
  const report = useQuery({ ...endpointQuery(feeReportsApi.duesByClass, { query: yearId ? { academicYearId: yearId } : {} }), placeholderData: keepPreviousData });
  const r = report.data;
  const t = r?.totals;
  return (
    <>
      <PageHeader
        title="Dues by Class"
        description="Each class's fees for the year: charged to its active students, collected (receipts that stand), outstanding, and overdue past the due date."
        actions={r?.academicYear ? <ExportCsvButton onExport={() => exportDuesByClass(yearId, r.academicYear!.name)} /> : null}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end">
            <Select
              label="Academic year"
              data={years.data?.map((y) => ({ value: y._id, label: `${y.name}${y.isCurrent ? ' (current)' : ''}` })) ?? []}
              value={yearId ?? r?.academicYear?._id ?? null}
              onChange={(v) => setYearId(v)}
              allowDeselect={false}
              w={200}
            />
          </Group>
        </Paper>
        {report.isPending ? (
          <Loading label="Loading dues by class" />
        ) : report.isError || !r || !t ? (
          <LoadError message={FEE_MESSAGES.loadFailed} onRetry={() => void report.refetch()} />
        ) : !r.academicYear ? (
          <Text c="dimmed">{FEE_MESSAGES.noCurrentYear}</Text>
        ) : (
          <ReportPanel
            title={`Classes of ${r.academicYear.name}`}
            rows={r.classes}
            columns={columns}
            rowKey={(c) => c.classId}
            footer={['Total', t.students, formatRupees(t.due), formatRupees(t.collected), formatRupees(t.outstanding), formatRupees(t.overdue), t.defaulters]}
            empty={REPORT_MESSAGES.noClasses}
            note={`Collected is what receipts that stand paid, incl. late fees ${formatRupees(t.lateFeesCollected)}. Due, outstanding and overdue are the fees themselves, net of concessions, from each student's admission; late fees are asked at the counter.`}
            minWidth="48rem"
          />
        )}
      </Stack>
    </>
  );
}
