import { Badge, Group } from '@mantine/core';
import { CATALOGUE_CATEGORY_LABELS, type CatalogueCategory } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';

export function CategoryBadges({ categories }: { categories: readonly CatalogueCategory[] }) {
  const t = useT();
  return (
    <Group gap={6}>
      {categories.map((c) => (
        <Badge key={c} variant="default" size="sm" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
          {t(CATALOGUE_CATEGORY_LABELS[c])}
        </Badge>
      ))}
    </Group>
  );
}
