import type { ReactNode } from 'react';
import { Button, Drawer, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePhoneWidth } from '../lib/media-query';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useT } from '../lib/i18n';
import { usePlacedWhenIdle } from '../lib/when-idle';

interface FilterPanelProps {
  /** The search bar, shown above the filters (on a phone, beside the Filters button). */
  search?: ReactNode;
  /** How many filters are set, for the button's "Filters (n)". */
  active: number;
  /** The filter fields. */
  children: ReactNode;
  columns?: number;
}

/**
 * A list's search and filters. On a wide screen the fields sit in a grid above the list; on a phone
 * only the search bar and a "Filters (n)" button show, the fields open in a sheet from the bottom, so
 * the first result is on the first screen.
 */
export function FilterPanel({ search, active, children, columns = 4 }: FilterPanelProps) {
  const t = useT();
  const phone = usePhoneWidth('(max-width: 36em)');
  const [opened, { open, close }] = useDisclosure(false);
  const sheetPlaced = usePlacedWhenIdle(opened, phone);
  if (!phone)
    return (
      <Paper withBorder radius="md" p="md" mb="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="sm">
          {search}
          {children}
        </SimpleGrid>
      </Paper>
    );
  return (
    <>
      <Group gap="xs" mb="sm" wrap="nowrap" align="flex-end">
        <div style={{ flex: 1 }}>{search}</div>
        <Button
          variant={active ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={open}
        >
          {t(/*i18n*/ 'Filters ({active})', { active })}
        </Button>
      </Group>
      {sheetPlaced ? (
        <Drawer opened={opened} onClose={close} position="bottom" size="auto" title={t(/*i18n*/ 'Filters')} radius="md">
          <Stack gap="sm" pb="md">
            {children}
            <Button onClick={close}>{t(/*i18n*/ 'Show results')}</Button>
          </Stack>
        </Drawer>
      ) : null}
    </>
  );
}
