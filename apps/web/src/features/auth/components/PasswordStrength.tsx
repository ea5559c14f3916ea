import { Group, List, Progress, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PASSWORD_RULES, passwordStrength } from '@school-portal/contract';
import { useT } from '../../../lib/i18n';

const COLORS = ['red', 'red', 'orange', 'yellow', 'teal'] as const;

/** Strength meter (Too Weak … Strong) and the rules a new password must meet. */
export function PasswordStrength({ password }: { password: string }) {
  const t = useT();
  const { score, label: englishLabel, percent } = passwordStrength(password);
  const label = t(englishLabel);
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          {t(/*i18n*/ 'Password strength')}
        </Text>
        <Text size="xs" fw={600}>
          {label}
        </Text>
      </Group>
      <Progress.Root size="sm">
        <Progress.Section
          value={percent}
          color={COLORS[score]}
          aria-label={t(/*i18n*/ 'Password strength')}
          aria-valuetext={label}
        />
      </Progress.Root>
      <List spacing={2} size="sm" mt="xs" center>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.key}
              icon={
                <ThemeIcon color={met ? 'teal' : 'gray'} size={16} radius="xl" aria-hidden>
                  {met ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={met ? undefined : 'dimmed'}>
                {t(rule.label)}
                <VisuallyHidden>{met ? t(/*i18n*/ ' (met)') : t(/*i18n*/ ' (not met)')}</VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
