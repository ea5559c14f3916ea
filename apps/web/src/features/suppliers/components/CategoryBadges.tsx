import { Badge, Group } from '@mantine/core';
import { CATALOGUE_CATEGORY_LABELS, type CatalogueCategory } from '@school-portal/contract';

export function CategoryBadges({ categories }: { categories: readonly CatalogueCategory[] }) {
  return (
    <Group gap={6}>
      {categories.map((c) => (
        <Badge key={c} variant="default" size="sm" styles={{ label: { textTransform: 'none', overflow: 'visible' } }}>
          {CATALOGUE_CATEGORY_LABELS[c]}
        </Badge>
      ))}
    </Group>
  );
}
