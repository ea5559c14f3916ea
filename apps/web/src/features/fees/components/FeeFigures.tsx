import type { ReactNode } from 'react';
import { Anchor, Box, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FEE_MESSAGES, feeReportsApi } from '@school-portal/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError';
import { formatDate, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';

/** A figure's card, a link to its report when there is one for the viewer. */
function FigureCard({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <Card withBorder radius="md" padding="lg" component={Link} to={to}>
      {children}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="lg">
      {children}
    </Card>
  );
}

/**
 * The fee figures of an office dashboard: today's collections, the month's against what fell due, and
 * the classes most overdue. `links` sends each to its report (the institute user's screens).
 */
export function FeeFigures({ links }: { links: boolean }) {
  const t = useT();
  const figures = useQuery(endpointQuery(feeReportsApi.dashboard));
  const f = figures.data;
  if (figures.isError) return <LoadError message={t(FEE_MESSAGES.loadFailed)} onRetry={() => void figures.refetch()} />;
  const share = f && f.month.due > 0 ? Math.min(100, Math.round((f.month.collected / f.month.due) * 100)) : 0;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t(/*i18n*/ 'Fees')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FigureCard to={links ? paths.instituteUser.cashSummary : null}>
          <Text size="sm" c="dimmed" fw={600}>
            {f
              ? t(/*i18n*/ 'Collected today, {date}', { date: formatDate(f.today.date) })
              : t(/*i18n*/ 'Collected today')}
          </Text>
          {f ? (
            <>
              <Text fz={32} fw={700} data-testid="fees-today">
                {formatRupees(f.today.amount)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(/*i18n*/ '{count, plural, one {# receipt} other {# receipts}}', { count: f.today.receipts })}
              </Text>
              <Text size="xs" c="dimmed">
                {t(/*i18n*/ 'incl. late fees {amount}', { amount: formatRupees(f.today.lateFees) })}
              </Text>
            </>
          ) : (
            <Skeleton h={56} mt={6} />
          )}
        </FigureCard>
        <FigureCard to={links ? paths.instituteUser.collections : null}>
          <Text size="sm" c="dimmed" fw={600}>
            {t(/*i18n*/ 'This month: collected against dues')}
          </Text>
          {f ? (
            <>
              <Text fz={32} fw={700}>
                {formatRupees(f.month.collected)}
              </Text>
              {/* Two figures, each named: what came in this month (older dues too) and what fell due in it. */}
              {f.month.due > 0 ? (
                <Text size="sm" c="dimmed">
                  {t(/*i18n*/ '{amount} fell due this month', { amount: formatRupees(f.month.due) })}
                </Text>
              ) : null}
              {f.month.due > 0 ? (
                <Box
                  mt="xs"
                  h={8}
                  bg="var(--mantine-color-default-border)"
                  style={{ borderRadius: 4, overflow: 'hidden' }}
                  role="progressbar"
                  aria-valuenow={share}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t(/*i18n*/ "Share of this month's dues collected")}
                >
                  <Box h="100%" w={`${share}%`} bg="teal" />
                </Box>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(/*i18n*/ 'Nothing falls due this month.')}
                </Text>
              )}
              <Text size="sm" c="dimmed" mt={4}>
                {t(/*i18n*/ '{count, plural, one {# receipt} other {# receipts}}', { count: f.month.receipts })}
              </Text>
              <Text size="xs" c="dimmed">
                {t(/*i18n*/ 'incl. late fees {amount}', { amount: formatRupees(f.month.lateFees) })}
              </Text>
            </>
          ) : (
            <Skeleton h={56} mt={6} />
          )}
        </FigureCard>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h5">
            {t(/*i18n*/ 'Classes most overdue')}
          </Title>
          {links ? (
            <Anchor component={Link} to={paths.instituteUser.duesByClass} size="sm">
              {t(/*i18n*/ 'Dues by class')}
            </Anchor>
          ) : null}
        </Group>
        {!f ? (
          <Skeleton h={80} />
        ) : f.topClasses.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t(/*i18n*/ 'No class has fees overdue.')}
          </Text>
        ) : (
          <Stack gap={6}>
            {f.topClasses.map((c) => (
              <Group key={c.classId} justify="space-between" wrap="nowrap">
                {links ? (
                  <Anchor component={Link} to={`${paths.instituteUser.defaulters}?classId=${c.classId}`}>
                    {c.className}
                  </Anchor>
                ) : (
                  <Text>{c.className}</Text>
                )}
                <Text size="sm" ta="right">
                  <Text span fw={700}>
                    {formatRupees(c.overdue)}
                  </Text>{' '}
                  {t(/*i18n*/ 'overdue · {count, plural, one {# student} other {# students}}', { count: c.defaulters })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
