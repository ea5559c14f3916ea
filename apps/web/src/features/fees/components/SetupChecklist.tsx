import { Anchor, List, Paper, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SetupStep } from '@school-portal/contract';
import { useQuery } from '@tanstack/react-query';
import { feeReportsApi } from '@school-portal/contract';
import { paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/endpoint-query';
import { msg, useT } from '../../../lib/i18n';

const STEPS: { step: SetupStep; label: string; to: string }[] = [
  {
    step: 'year',
    label: msg(/*i18n*/ 'Add the academic year (choose its first month)'),
    to: paths.settings.classManager,
  },
  { step: 'classes', label: msg(/*i18n*/ 'Add its classes and sections'), to: paths.settings.classManager },
  { step: 'students', label: msg(/*i18n*/ 'Add or import the students'), to: paths.instituteUser.addStudent },
  { step: 'structure', label: msg(/*i18n*/ 'Set the fee structure'), to: paths.settings.feeManager },
  { step: 'receipt', label: msg(/*i18n*/ 'Collect the first fee'), to: paths.instituteUser.collectFee },
];

/** The office's first run: year, classes, students, fee structure, first receipt, each ticked when done; gone once all are. */
export function SetupChecklist() {
  const t = useT();
  const progress = useQuery(endpointQuery(feeReportsApi.setupProgress));
  const done = progress.data;
  if (!done || STEPS.every((s) => done[s.step])) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="lg" aria-label={t(/*i18n*/ 'Getting started')}>
      <Title order={2} size="h4" mb="xs">
        {t(/*i18n*/ 'Getting started')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(/*i18n*/ '{done} of {total} done', { done: STEPS.filter((s) => done[s.step]).length, total: STEPS.length })}
      </Text>
      <List spacing="xs" center>
        {STEPS.map((s) => (
          <List.Item
            key={s.step}
            icon={
              <ThemeIcon
                color={done[s.step] ? 'teal' : 'gray'}
                variant={done[s.step] ? 'filled' : 'light'}
                size={22}
                radius="xl"
                aria-hidden
              >
                {done[s.step] ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            <VisuallyHidden>{done[s.step] ? t(/*i18n*/ 'Done: ') : t(/*i18n*/ 'To do: ')}</VisuallyHidden>
            {done[s.step] ? (
              <Text span c="dimmed" td="line-through">
                {t(s.label)}
              </Text>
            ) : (
              <Anchor component={Link} to={s.to} underline="always">
                {t(s.label)}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
