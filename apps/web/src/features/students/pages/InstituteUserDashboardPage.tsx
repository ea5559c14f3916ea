import type { ReactNode } from 'react';
import { Anchor, Paper, Skeleton, Space, Table, Text, Title } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { studentsApi } from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { StatCards } from '../../../components/StatCards';
import { endpointQuery } from '../../../lib/endpoint-query';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';
import { useT } from '../../../lib/i18n';

/** The office's day: how many students sit where, and who joined this month; `children` (the fee figures) below the counts. */
export function InstituteUserDashboardPage({ children }: { children?: ReactNode }) {
  const t = useT();
  const { data: me } = useMe();
  const summary = useQuery(endpointQuery(studentsApi.summary));
  const s = summary.data;
  const cards = [
    {
      title: t(/*i18n*/ 'Active students'),
      value: s?.active,
      icon: IconUsers,
      color: 'blue',
      to: paths.instituteUser.manageStudents,
    },
    {
      title: t(/*i18n*/ 'New admissions this month'),
      value: s?.newThisMonth,
      icon: IconUserPlus,
      color: 'teal',
      to: paths.instituteUser.addStudent,
    },
  ];
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Dashboard')} description={me?.instituteName ?? undefined} />
      <StatCards cards={cards} isPending={summary.isPending} isError={summary.isError} />
      <Space h="lg" />
      {children}
      {children ? <Space h="lg" /> : null}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {s?.academicYearName
            ? t(/*i18n*/ 'Students by class and section, {year}', { year: s.academicYearName })
            : t(/*i18n*/ 'Students by class and section')}
        </Title>
        {summary.isPending ? (
          <Skeleton h={120} />
        ) : !s || s.bySection.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t(/*i18n*/ 'No classes in the current year yet.')}{' '}
            <Anchor component={Link} to={paths.settings.classManager} underline="always">
              {t(/*i18n*/ 'Set them up in the Class Manager.')}
            </Anchor>
          </Text>
        ) : (
          // Class and section in one column, so the counts stay in sight on a phone: three columns with a long class or
          // section name (Tamil headers, "A Radhakrishnan") widened the page (issue 47). An unbroken name longer
          // still scrolls in its own box.
          <Table.ScrollContainer minWidth={0}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    {t(/*i18n*/ 'Class')} · {t(/*i18n*/ 'Section')}
                  </Table.Th>
                  <Table.Th ta="right">{t(/*i18n*/ 'Students')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.bySection.map((row) => (
                  <Table.Tr key={row.sectionId}>
                    <Table.Td>
                      {row.className} · {row.sectionName}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Anchor
                        component={Link}
                        to={`${paths.instituteUser.manageStudents}?classId=${row.classId}&sectionId=${row.sectionId}`}
                      >
                        {row.count}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}
