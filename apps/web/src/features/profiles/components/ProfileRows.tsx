import type { ReactNode } from 'react';
import { Button, Fieldset, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ProfileSection } from './ProfileLayout';
import { useT } from '../../../lib/i18n';

interface ProfileRowsProps {
  title: string;
  description: string;
  /** What one row is called ("Degree"): its group is "Degree 2", its buttons "Remove degree 2" and "Add degree". */
  noun: string;
  count: number;
  onAdd: () => void;
  onRemove: (i: number) => void;
  /** The inputs of row `i`. */
  children: (i: number) => ReactNode;
}

/** A list of rows of a profile (degrees, schools): each in its own group with Remove, and Add below. */
export function ProfileRows({ title, description, noun, count, onAdd, onRemove, children }: ProfileRowsProps) {
  const t = useT();
  return (
    <ProfileSection title={title} description={description}>
      {Array.from({ length: count }, (_, i) => (
        <Fieldset key={i} legend={t(/*i18n*/ '{noun} {number}', { noun, number: i + 1 })} radius="md">
          {children(i)}
          <Group justify="flex-end" mt="xs">
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onRemove(i)}
              aria-label={t(/*i18n*/ 'Remove {noun} {number}', { noun: noun.toLowerCase(), number: i + 1 })}
            >
              {t(/*i18n*/ 'Remove')}
            </Button>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t(/*i18n*/ 'Add {noun}', { noun: noun.toLowerCase() })}
        </Button>
      </Group>
    </ProfileSection>
  );
}
