import { useEffect } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FAMILY_MESSAGES,
  FEE_MESSAGES,
  familiesApi,
  feeReportsApi,
  feesApi,
  SiblingRuleBodySchema,
  type SiblingRuleBody,
} from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { formatRupees } from '../../../lib/format';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { ConcessionAmountFields } from './ConcessionAmountFields';

/** The form holds '' until a head and a number are chosen. */
type SiblingRuleForm = { headId: string; mode: SiblingRuleBody['mode']; value: number | string };

/**
 * The sibling concession (decision 037): so much off each instalment of one head for the second and later child of a
 * family, eldest first by date of birth. It applies itself through the fee rule, so the counter and every report show it.
 */
export function SiblingRulePanel() {
  const t = useT();
  const canEdit = useSession()?.role === 'instituteAdmin';
  const queryClient = useQueryClient();
  const rule = useQuery(endpointQuery(familiesApi.siblingRule));
  const heads = useQuery(endpointQuery(feesApi.heads));
  const refresh = () =>
    invalidate(queryClient, familiesApi.siblingRule, ...Object.values(feesApi), ...Object.values(feeReportsApi));
  const save = useMutation({
    mutationFn: (body: SiblingRuleBody) => call(familiesApi.setSiblingRule, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => call(familiesApi.removeSiblingRule), onSuccess: refresh });
  const form = useForm<SiblingRuleForm>({
    initialValues: { headId: '', mode: 'percent', value: '' },
    validate: validateWith(SiblingRuleBodySchema),
  });
  const current = rule.data?.rule;
  useEffect(() => {
    if (current) form.setValues({ headId: current.headId, mode: current.mode, value: current.value });
    // Only when the saved rule changes: typing must not be overwritten.
  }, [current?.headId, current?.mode, current?.value]);
  const submit = form.onSubmit((values) =>
    save.mutate(values as SiblingRuleBody, {
      onSuccess: () => notify({ color: 'teal', message: t(FAMILY_MESSAGES.ruleSaved) }),
      onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
    }),
  );
  const summary = current
    ? current.mode === 'percent'
      ? t(/*i18n*/ '{percent}% off each {head} instalment of the second and later child.', {
          percent: current.value,
          head: current.headName,
        })
      : t(/*i18n*/ '{amount} off each {head} instalment of the second and later child.', {
          amount: formatRupees(current.value),
          head: current.headName,
        })
    : t(/*i18n*/ 'No sibling concession.');

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t(/*i18n*/ 'Sibling concession')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(
          /*i18n*/ 'For brothers and sisters linked as one family on the student page: the eldest by date of birth pays in full, each younger child gets this off by itself.',
        )}
      </Text>
      <Text size="sm" fw={600} mb="sm">
        {summary}
      </Text>
      {canEdit ? (
        <form onSubmit={submit} noValidate aria-label={t(/*i18n*/ 'Sibling concession')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Select
                label={t(/*i18n*/ 'On')}
                required
                data={heads.data?.map((h) => ({ value: h._id, label: h.name })) ?? []}
                allowDeselect={false}
                {...selectProps(form, 'headId')}
              />
              <ConcessionAmountFields form={form} />
            </SimpleGrid>
            <Group justify="flex-end">
              {current ? (
                <Button
                  variant="default"
                  c="var(--mantine-color-error)"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => notify({ color: 'teal', message: t(FAMILY_MESSAGES.ruleRemoved) }),
                    })
                  }
                >
                  {t(/*i18n*/ 'Remove sibling concession')}
                </Button>
              ) : null}
              <Button type="submit" loading={save.isPending}>
                {t(/*i18n*/ 'Save sibling concession')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Paper>
  );
}
