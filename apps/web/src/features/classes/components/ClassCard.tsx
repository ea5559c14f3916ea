import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { CLASS_MESSAGES, classesApi, type SchoolClass, type Section } from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { RenameClassDialog } from './RenameClassDialog';
import { SectionDialog } from './SectionDialog';
import { useT } from '../../../lib/i18n';

type Asked =
  | { kind: 'section'; section: Section | null }
  | { kind: 'rename' }
  | { kind: 'removeClass' }
  | { kind: 'removeSection'; section: Section };

/** One class with its sections: each section's class teacher, capacity and how many sit in it now. */
export function ClassCard({ schoolClass }: { schoolClass: SchoolClass }) {
  const t = useT();
  const [asked, setAsked] = useState<Asked | null>(null);
  const removeClass = useEndpointMutation(classesApi.remove, classesApi.list);
  const removeSection = useEndpointMutation(classesApi.removeSection, classesApi.list);
  const close = () => setAsked(null);
  const failed = (err: unknown) => notify({ color: 'red', message: errorMessage(err, t(CLASS_MESSAGES.saveFailed)) });
  const done = (message: string) => () => {
    notify({ color: 'teal', message });
    close();
  };
  const students = schoolClass.sections.reduce((n, s) => n + s.studentCount, 0);

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs">
          <Text fw={700}>{schoolClass.name}</Text>
          <Badge variant="light" color="gray">
            {t(/*i18n*/ '{count, plural, one {# student} other {# students}}', { count: students })}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAsked({ kind: 'section', section: null })}
          >
            {t(/*i18n*/ 'Section')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t(/*i18n*/ 'Rename {name}', { name: schoolClass.name })}
            onClick={() => setAsked({ kind: 'rename' })}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t(/*i18n*/ 'Remove {name}', { name: schoolClass.name })}
            onClick={() => setAsked({ kind: 'removeClass' })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {schoolClass.sections.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(/*i18n*/ 'No sections yet.')}
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(/*i18n*/ 'Section')}</Table.Th>
              <Table.Th>{t(/*i18n*/ 'Class teacher')}</Table.Th>
              <Table.Th>{t(/*i18n*/ 'Students')}</Table.Th>
              <Table.Th aria-label={t(/*i18n*/ 'Actions')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schoolClass.sections.map((s) => (
              <Table.Tr key={s._id}>
                <Table.Td fw={600}>{s.name}</Table.Td>
                <Table.Td>
                  {s.classTeacher ?? (
                    <Text span c="dimmed" size="sm">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{s.capacity ? `${s.studentCount} / ${s.capacity}` : s.studentCount}</Table.Td>
                <Table.Td>
                  <Group gap={2} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t(/*i18n*/ 'Edit section {section} of {name}', {
                        section: s.name,
                        name: schoolClass.name,
                      })}
                      onClick={() => setAsked({ kind: 'section', section: s })}
                    >
                      <IconPencil size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t(/*i18n*/ 'Remove section {section} of {name}', {
                        section: s.name,
                        name: schoolClass.name,
                      })}
                      onClick={() => setAsked({ kind: 'removeSection', section: s })}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {asked?.kind === 'section' ? (
        <SectionDialog classId={schoolClass._id} className={schoolClass.name} section={asked.section} onClose={close} />
      ) : null}
      {asked?.kind === 'rename' ? <RenameClassDialog schoolClass={schoolClass} onClose={close} /> : null}
      <ConfirmDialog
        opened={asked?.kind === 'removeClass'}
        title={t(/*i18n*/ 'Remove class')}
        confirmLabel={t(/*i18n*/ 'Remove')}
        danger
        loading={removeClass.isPending}
        onClose={close}
        onConfirm={() =>
          removeClass.mutate(
            { params: { classId: schoolClass._id } },
            { onSuccess: done(t(CLASS_MESSAGES.classRemoved)), onError: failed },
          )
        }
      >
        {t(/*i18n*/ '{name} and its sections will be removed. A class with students cannot be removed.', {
          name: schoolClass.name,
        })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asked?.kind === 'removeSection'}
        title={t(/*i18n*/ 'Remove section')}
        confirmLabel={t(/*i18n*/ 'Remove')}
        danger
        loading={removeSection.isPending}
        onClose={close}
        onConfirm={() => {
          if (asked?.kind === 'removeSection')
            removeSection.mutate(
              { params: { sectionId: asked.section._id } },
              { onSuccess: done(t(CLASS_MESSAGES.sectionRemoved)), onError: failed },
            );
        }}
      >
        {t(/*i18n*/ 'Section {section} of {name} will be removed. A section with students cannot be removed.', {
          section: asked?.kind === 'removeSection' ? asked.section.name : '',
          name: schoolClass.name,
        })}
      </ConfirmDialog>
    </Card>
  );
}
