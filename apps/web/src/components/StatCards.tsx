import type { ComponentType, ReactNode } from 'react';
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
          {t('Failed to load the dashboard counts.')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: Math.min(cards.length, 3), lg: cards.length }}>
        {cards.map((c) => (
          <Card key={c.title} component={Link} to={c.to} withBorder radius="md" padding="lg" style={c.warn ? { borderColor: AMBER, borderWidth: 2 } : undefined} data-warn={c.warn || undefined}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text size="sm" c="dimmed" fw={600}>
                  {c.title}
                </Text>
                {isPending ? (
                  <Skeleton h={36} w={80} mt={6} />
                ) : (
                  <Text fz={32} fw={700}>
                    {c.value ?? '—'}
                  </Text>
                )}
                {c.note && !isPending ? (
                  <Text size="sm" fw={c.warn ? 700 : undefined} c={c.warn ? AMBER : 'dimmed'}>
                    {c.note}
                  </Text>
                ) : null}
              </div>
              <ThemeIcon color={c.warn ? 'orange' : c.color} variant="light" size={44} radius="md" aria-hidden>
                <c.icon size={26} />
              </ThemeIcon>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
