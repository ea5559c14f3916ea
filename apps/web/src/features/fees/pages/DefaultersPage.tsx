import { useState } from 'react';
import { Anchor, Button, Paper, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { FEE_MESSAGES, type Defaulter } from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useListSearchParams, type FilterParser } from '../../../lib/use-list-search-params';
import { useFeeClasses } from '../api/get-class-options';
import { exportDefaulters } from '../api/export-defaulters';
import { useDefaulters } from '../api/get-defaulters';

const PAGE_SIZE = 25;
const anyId: FilterParser<string> = (raw) => (raw && /^[0-9a-f-]{36}$/i.test(raw) ? raw : undefined);

const columns: Column<Defaulter>[] = [
  { header: 'Student', primary: true, cell: (d) => <Text fw={600} span>{d.student.name}</Text> },
  { header: 'Admission No.', cell: (d) => <Text size="sm" ff="monospace" span>{d.student.admissionNumber}</Text> },
  { header: 'Section', cell: (d) => `${d.student.className} ${d.student.sectionName}` },
  {
    header: 'Guardian',
    cell: (d) => (
      <>
        {d.student.guardianName} · <Anchor size="sm" href={`tel:${d.student.guardianPhone}`}>{d.student.guardianPhone}</Anchor>
      </>
    ),
  },
  { header: 'Overdue', cell: (d) => <Text fw={700} span>{formatRupees(d.overdue)}</Text> },
  { header: 'Due since', cell: (d) => formatDate(d.oldestDueDate) },
  { header: 'Days overdue', cell: (d) => d.daysOverdue },
];

/** Who owes fees past their due date, class by class, so the office can call the guardians. */
export function DefaultersPage() {
  const params = useListSearchParams<{ classId: string }>({ classId: anyId });
  const classId = params.filters.classId;
  const classes = useFeeClasses();
  const query = useDefaulters({ classId: classId ?? '', page: params.page, limit: PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const download = async (id: string) => {
    setExporting(true);
    try {
      await exportDefaulters(id);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err, FEE_MESSAGES.loadFailed) });
    } finally {
      setExporting(false);
    }
  };
  const classSelect = (
    <Select
      label="Class"
      placeholder="Choose a class"
      data={classes.data?.map((c) => ({ value: c._id, label: c.name })) ?? []}
      value={classId ?? null}
      onChange={(v) => params.setFilter('classId', v)}
      searchable
      w={200}
    />
  );
  return (
    <>
      <PageHeader
        title="Fee Defaulters"
        description="Students with fees past their due date and still unpaid, the largest sum first."
        actions={
          classId ? (
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void download(classId)} loading={exporting}>
              Export CSV
            </Button>
          ) : null
        }
      />
      {classes.isError ? <LoadError message={FEE_MESSAGES.loadFailed} onRetry={() => void classes.refetch()} /> : null}
      {classId ? (
        <DataTable
          query={query}
          list={{ ...params, narrowed: false }}
          pageSize={PAGE_SIZE}
          columns={columns}
          rowKey={(d) => d.student._id}
          texts={{ loading: 'Loading defaulters…', empty: FEE_MESSAGES.noDefaulters, error: FEE_MESSAGES.loadFailed, noMatch: FEE_MESSAGES.noDefaulters, noun: ['defaulter', 'defaulters'] }}
          searchable={false}
          filters={classSelect}
          minWidth="56rem"
        />
      ) : (
        <Paper withBorder radius="md" p="md">
          {classSelect}
          <Text c="dimmed" ta="center" py="xl">
            {FEE_MESSAGES.chooseClass}
          </Text>
        </Paper>
      )}
    </>
  );
}
