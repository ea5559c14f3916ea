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
import { paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { msg, t, useT } from '../../../lib/i18n';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ReportPanel } from '../components/ReportPanel';
import { exportDuesByClass } from '../api/downloads';

const money = (header: string, pick: (c: ClassDues) => number): Column<ClassDues> => ({
  header,
  numeric: true,
  cell: (c) => formatRupees(pick(c)),
});

const columns: Column<ClassDues>[] = [
  {
    header: msg(/*i18n*/ 'Class'),
    primary: true,
    cell: (c) => (
      <Text fw={600} span>
        {c.className}
      </Text>
    ),
  },
  { header: msg(/*i18n*/ 'Students'), numeric: true, cell: (c) => c.students },
  money(msg(/*i18n*/ 'Due'), (c) => c.due),
  money(msg(/*i18n*/ 'Collected'), (c) => c.collected),
  money(msg(/*i18n*/ 'Outstanding'), (c) => c.outstanding),
  money(msg(/*i18n*/ 'Overdue'), (c) => c.overdue),
  {
    header: msg(/*i18n*/ 'Defaulters'),
    numeric: true,
    cell: (c) =>
      c.defaulters > 0 ? (
        <Anchor
          component={Link}
          to={`${paths.instituteUser.defaulters}?classId=${c.classId}`}
          aria-label={t(/*i18n*/ '{count} defaulters of {className}', { count: c.defaulters, className: c.className })}
        >
          {c.defaulters}
        </Anchor>
      ) : (
        0
      ),
  },
];

/** What each class owes for the year, what came in, and how many students are behind. */
export function DuesByClassPage() {
  const t = useT();
  const years = useQuery(endpointQuery(classesApi.years));
  const [yearId, setYearId] = useState<string | null>(null);
  const report = useQuery({
    ...endpointQuery(feeReportsApi.duesByClass, { query: yearId ? { academicYearId: yearId } : {} }),
    placeholderData: keepPreviousData,
  });
  const r = report.data;
  const totals = r?.totals;
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Dues by Class')}
        description={t(
          /*i18n*/ "Each class's fees for the year: charged to its active students, collected (receipts that stand), outstanding, and overdue past the due date.",
        )}
        actions={
          r?.academicYear ? <ExportCsvButton onExport={() => exportDuesByClass(yearId, r.academicYear!.name)} /> : null
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end">
            <Select
              label={t(/*i18n*/ 'Academic year')}
              data={
                years.data?.map((y) => ({
                  value: y._id,
                  label: y.isCurrent ? t(/*i18n*/ '{name} (current)', { name: y.name }) : y.name,
                })) ?? []
              }
              value={yearId ?? r?.academicYear?._id ?? null}
              onChange={(v) => setYearId(v)}
              allowDeselect={false}
              w={200}
            />
          </Group>
        </Paper>
        {report.isPending ? (
          <Loading label={t(/*i18n*/ 'Loading dues by class')} />
        ) : report.isError || !r || !totals ? (
          <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void report.refetch()} />
        ) : !r.academicYear ? (
          <Text c="dimmed">{t(FEE_MESSAGES.noCurrentYear)}</Text>
        ) : (
          <ReportPanel
            title={t(/*i18n*/ 'Classes of {year}', { year: r.academicYear.name })}
            // A class with no students and no money (a section not yet filled) adds a row of ₹0 and tells nothing.
            rows={r.classes.filter((c) => c.students > 0 || c.due > 0 || c.collected > 0)}
            columns={columns}
            rowKey={(c) => c.classId}
            footer={[
              t(/*i18n*/ 'Total'),
              totals.students,
              formatRupees(totals.due),
              formatRupees(totals.collected),
              formatRupees(totals.outstanding),
              formatRupees(totals.overdue),
              totals.defaulters,
            ]}
            empty={t(REPORT_MESSAGES.noClasses)}
            note={t(
              /*i18n*/ "Collected is what receipts that stand paid, incl. late fees {amount}. Due, outstanding and overdue are the fees themselves, net of concessions, from each student's admission; late fees are asked at the counter.",
              { amount: formatRupees(totals.lateFeesCollected) },
            )}
            minWidth="48rem"
          />
        )}
      </Stack>
    </>
  );
}
