import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconRefresh, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  STATUS_MESSAGES,
  statusApi,
  type ServiceLevel,
  type ServicePart,
  type ServiceStatus,
} from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { currentLocale, t, useT } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';

/**
 * Badge shades chosen for contrast, not taste: with autoContrast the light green and yellow take dark text
 * and the deep red white text, each above 4.5:1 in both themes.
 */
const LEVELS: Record<ServiceLevel, { color: string; icon: Icon }> = {
  ok: { color: 'green.6', icon: IconCircleCheck },
  warn: { color: 'yellow.5', icon: IconAlertTriangle },
  down: { color: 'red.9', icon: IconCircleX },
};
/** A level's badge and banner in the language on screen. */
const levelWords = (level: ServiceLevel) =>
  ({
    ok: { badge: t(/*i18n*/ 'Healthy'), banner: t(/*i18n*/ 'All services are healthy') },
    warn: { badge: t(/*i18n*/ 'Attention'), banner: t(/*i18n*/ 'Some services need attention') },
    down: { badge: t(/*i18n*/ 'Down'), banner: t(/*i18n*/ 'A service is down') },
  })[level];
const BANNER_COLOR: Record<ServiceLevel, string> = { ok: 'green', warn: 'yellow', down: 'red' };

/** Seconds, unlike formatDateTime: with a refresh every 10 s, minutes alone would not show that it is live. */
const formatCheckedAt = (iso: string) => `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString(currentLocale())}`;

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d) return t(/*i18n*/ '{d} d {h} h', { d, h });
  if (h) return t(/*i18n*/ '{h} h {m} min', { h, m });
  return m ? t(/*i18n*/ '{m} min', { m }) : t(/*i18n*/ '{s} s', { s: seconds });
}

/** The super admin's live view of the backend: one card per part, worst level on top. */
export function StatusPage() {
  const t = useT();
  // The screen is watched while something is wrong; a stale green is worse than none. Paused while the tab is hidden.
  const { data, error, isPending, isError, refetch } = useQuery({
    ...endpointQuery(statusApi.status),
    refetchInterval: 10_000,
  });
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Backend Service Status')}
        description={
          data
            ? t(/*i18n*/ 'Last checked {time} · refreshes every 10 seconds', { time: formatCheckedAt(data.checkedAt) })
            : undefined
        }
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={refreshing}
            onClick={() => void refresh()}
          >
            {t(/*i18n*/ 'Refresh')}
          </Button>
        }
      />
      {isError ? (
        <Alert color="red" role="alert" title={t(STATUS_MESSAGES.failed)} mb="lg" icon={<IconCircleX aria-hidden />}>
          <Text size="sm">
            {errorMessage(error, t(/*i18n*/ 'The server did not answer.'))}
            {data ? ` ${t(/*i18n*/ 'What follows is the last check that succeeded.')}` : ''}
          </Text>
          <Button color="red" size="xs" mt="sm" onClick={() => void refresh()} loading={refreshing}>
            {t(/*i18n*/ 'Retry')}
          </Button>
        </Alert>
      ) : null}
      {isPending ? <Loading /> : null}
      {data ? <Overview status={data} /> : null}
    </>
  );
}

function Overview({ status }: { status: ServiceStatus }) {
  const t = useT();
  const level = LEVELS[status.overall];
  const named = (l: ServiceLevel) => status.parts.filter((p) => p.level === l).map((p) => p.label);
  const down = named('down');
  const warn = named('warn');
  return (
    <>
      {/* A status region, not an alert: it is re-read only when which parts are unwell changes. */}
      <Alert
        role="status"
        variant="light"
        color={BANNER_COLOR[status.overall]}
        icon={<level.icon aria-hidden />}
        title={levelWords(status.overall).banner}
        // The tinted title colour is below 4.5:1 on its tinted background; the icon and background carry the colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        mb="lg"
      >
        <Text size="sm">
          {status.overall === 'ok'
            ? t(/*i18n*/ 'Every check passed.')
            : [
                down.length ? t(/*i18n*/ 'Down: {names}.', { names: down.join(', ') }) : '',
                warn.length ? t(/*i18n*/ 'Needs attention: {names}.', { names: warn.join(', ') }) : '',
              ]
                .join(' ')
                .trim()}
        </Text>
      </Alert>
      <Text size="sm" c="dimmed" mb="md">
        {t(/*i18n*/ 'School Portal {version} · up {uptime}', {
          version: status.appVersion,
          uptime: formatUptime(status.uptimeSeconds),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {status.parts.map((part) => (
          <PartCard key={part.key} part={part} />
        ))}
      </SimpleGrid>
    </>
  );
}

function PartCard({ part }: { part: ServicePart }) {
  const headingId = `status-${part.key}`;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {part.label}
        </Title>
        <LevelBadge level={part.level} />
      </Group>
      <Text size="sm" mt="xs">
        {part.summary}
      </Text>
      {part.details.length ? (
        <Table variant="vertical" layout="fixed" mt="md" fz="sm" verticalSpacing={6}>
          <Table.Tbody>
            {part.details.map((d) => (
              <Table.Tr key={d.label}>
                <Table.Th w="45%" fw={500}>
                  {d.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Card>
  );
}

function LevelBadge({ level }: { level: ServiceLevel }) {
  useT(); // redraws the badge in a newly chosen language
  const l = LEVELS[level];
  return (
    <Badge
      size="lg"
      color={l.color}
      autoContrast
      leftSection={<l.icon size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {levelWords(level).badge}
    </Badge>
  );
}

function Loading() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy>
      <VisuallyHidden role="status">{t(/*i18n*/ 'Loading service status…')}</VisuallyHidden>
      <Skeleton h={72} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={180} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
