import { memo, type ComponentType, type ReactNode } from 'react';
import { Alert, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

export interface StatCard {
  title: string;
  value: number | string | undefined;
  to: string;
  icon: ComponentType<{ size?: number }>;
  color: string;
  /** A line under the figure (e.g. how long the oldest item waits). */
  note?: ReactNode;
  /** Needs attention soon: the card's border, note and icon turn amber. */
  warn?: boolean;
}

const AMBER = 'var(--mantine-color-orange-light-color)';

/** A dashboard's row of counts, each card a link to the list it counts. */
export function StatCards({ cards, isPending, isError }: { cards: StatCard[]; isPending: boolean; isError: boolean }) {
  const t = useT();
  return (
    <>
      {isError ? (
        <Alert color="red" role="alert" mb="md">
          {t(/*i18n*/ 'Failed to load the dashboard counts.')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: Math.min(cards.length, 3), lg: cards.length }}>
        {/* Until every count is here the cards get no figures: a first answer of two leaves them as they are. */}
        {cards.map((c) => (
          <StatCardView
            key={c.title}
            {...c}
            value={isPending ? undefined : c.value}
            note={isPending ? undefined : c.note}
            isPending={isPending}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

/**
 * One card, redrawn only when its own figures change: a dashboard's counts come in two or more answers, and
 * each answer redraws the page at once (TanStack Query's updates are not time-sliced). Redrawing five Mantine
 * cards for an answer that changes none of them was an 11 ms task unthrottled, ~45 ms on a phone.
 */
const StatCardView = memo(function StatCardView({
  title,
  value,
  to,
  icon: Icon,
  color,
  note,
  warn,
  isPending,
}: StatCard & { isPending: boolean }) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="lg"
      style={warn ? { borderColor: AMBER, borderWidth: 2 } : undefined}
      data-warn={warn || undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
          {isPending ? (
            <Skeleton h={36} w={80} mt={6} />
          ) : (
            <Text fz={32} fw={700}>
              {value ?? '—'}
            </Text>
          )}
          {note && !isPending ? (
            <Text size="sm" fw={warn ? 700 : undefined} c={warn ? AMBER : 'dimmed'}>
              {note}
            </Text>
          ) : null}
        </div>
        <ThemeIcon color={warn ? 'orange' : color} variant="light" size={44} radius="md" aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
      </Group>
    </Card>
  );
});
