import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  classesApi,
  FEE_MESSAGES,
  feeReportsApi,
  feesApi,
  LATE_FEE_KIND_LABELS,
  LATE_FEE_KINDS,
  LATE_FEE_SCOPE_LABELS,
  LATE_FEE_SCOPES,
  LateFeeRuleBodySchema,
  type LateFeeRule,
  type LateFeeRuleBody,
} from '@school-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/DataTable';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { call } from '../../../lib/api-client';
import { lateFeeExample, lateFeeText } from './late-fee-text';
import { panelList } from './panel-list';
import { useConfirmedRemove } from './use-confirmed-remove';

const PAGE_SIZE = 10;
// The form holds what the call takes ('' in a number box until one is typed); the schema refuses what is missing.
const blank: LateFeeRuleBody = { classId: '', kind: 'perDay', amount: '', graceDays: 0, cap: '', scope: 'instalment' };
const numberOr = <T,>(value: unknown, otherwise: T) => (typeof value === 'number' ? value : otherwise);

/** Each class's late fee: a fixed amount once past the due date, or so much a day up to a cap; the admin sets it, the office reads it. */
export function LateFeeRulesPanel() {
  const t = useT();
  const isAdmin = useSession()?.role === 'instituteAdmin';
  const rules = useQuery(endpointQuery(feesApi.lateFeeRules));
  const classes = useQuery(endpointQuery(classesApi.list));
  // A rule changes what every student of the class owes: the rules, the counter's dues and the fee cards are read again.
  const queryClient = useQueryClient();
  const onSuccess = () => invalidate(queryClient, feesApi.lateFeeRules, feesApi.dues, feeReportsApi.feeCard);
  const save = useMutation({
    mutationFn: (body: LateFeeRuleBody) => call(feesApi.setLateFeeRule, { body }),
    onSuccess,
  });
  const removal = useConfirmedRemove<LateFeeRule>({
    title: t(/*i18n*/ 'Remove late fee rule'),
    remove: useMutation({
      mutationFn: (ruleId: string) => call(feesApi.removeLateFeeRule, { params: { ruleId } }),
      onSuccess,
    }),
    removed: t(FEE_MESSAGES.ruleRemoved),
    consequence: (r) =>
      t(/*i18n*/ '{className}: late fees not yet paid are no longer asked; those paid stay paid.', {
        className: r.className,
      }),
  });
  const [page, setPage] = useState(1);
  const form = useForm<LateFeeRuleBody>({ initialValues: blank, validate: validateWith(LateFeeRuleBodySchema) });
  const pick = (classId: string | null) => {
    const rule = rules.data?.find((r) => r.classId === classId);
    form.setValues(
      rule
        ? {
            classId: rule.classId,
            kind: rule.kind,
            amount: rule.amount,
            graceDays: rule.graceDays,
            cap: rule.cap ?? '',
            scope: rule.scope,
          }
        : { ...blank, classId: classId ?? '' },
    );
  };
  // A per-day fee needs a cap; a fixed one has its own per instalment, and may have one for the year.
  const capAsked = form.values.kind === 'perDay' || form.values.scope === 'year';
  const v = form.values;
  const cap = numberOr(v.cap, null);
  const example =
    typeof v.amount === 'number' && (v.kind === 'fixed' || cap !== null)
      ? lateFeeExample({
          kind: v.kind,
          amount: v.amount,
          graceDays: numberOr(v.graceDays, 0),
          cap,
          scope: v.scope ?? 'instalment',
        })
      : null;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, cap: capAsked ? values.cap : null },
      {
        onSuccess: () => notify({ color: 'teal', message: t(FEE_MESSAGES.ruleSaved) }),
        onError: (err) => void showServerErrors(form, err, t(FEE_MESSAGES.saveFailed)),
      },
    ),
  );
  const items = rules.data ?? [];
  const query = {
    ...rules,
    data: rules.data
      ? { items: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: items.length }
      : undefined,
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Late fee rules')}
      </Title>
      <Stack gap="md">
        {isAdmin ? (
          <form onSubmit={submit} noValidate aria-label={t(/*i18n*/ 'Late fee rule')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
              <Select
                label={t(/*i18n*/ 'Late fee rule for class')}
                placeholder={t(/*i18n*/ 'Choose a class')}
                required
                searchable
                data={classes.data?.map((c) => ({ value: c._id, label: c.name })) ?? []}
                allowDeselect={false}
                {...selectProps(form, 'classId')}
                onChange={pick}
              />
              <Select
                label={t(/*i18n*/ 'Late fee')}
                required
                data={LATE_FEE_KINDS.map((k) => ({ value: k, label: t(LATE_FEE_KIND_LABELS[k]) }))}
                allowDeselect={false}
                {...selectProps(form, 'kind')}
              />
              <NumberInput
                label={form.values.kind === 'perDay' ? t(/*i18n*/ 'Each day (₹)') : t(/*i18n*/ 'Amount (₹)')}
                required
                min={1}
                allowDecimal={false}
                thousandSeparator=","
                {...form.getInputProps('amount')}
              />
              <NumberInput
                label={t(/*i18n*/ 'Grace days')}
                min={0}
                max={365}
                allowDecimal={false}
                {...form.getInputProps('graceDays')}
              />
              <Select
                label={t(/*i18n*/ 'Cap applies to')}
                data={LATE_FEE_SCOPES.map((s) => ({ value: s, label: t(LATE_FEE_SCOPE_LABELS[s]) }))}
                allowDeselect={false}
                {...selectProps(form, 'scope')}
              />
              {capAsked ? (
                <NumberInput
                  label={t(/*i18n*/ 'At most (₹)')}
                  required={form.values.kind === 'perDay'}
                  min={1}
                  allowDecimal={false}
                  thousandSeparator=","
                  {...form.getInputProps('cap')}
                />
              ) : null}
            </SimpleGrid>
            {example ? (
              <Text size="sm" c="dimmed" mt="xs" data-testid="late-fee-example">
                {example}
              </Text>
            ) : null}
            <Group justify="flex-end" mt="sm">
              <Button type="submit" loading={save.isPending}>
                {t(/*i18n*/ 'Save late fee rule')}
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'The institute admin sets the late fee rules.')}
          </Text>
        )}
        <DataTable
          query={query}
          list={panelList(page, setPage)}
          pageSize={PAGE_SIZE}
          searchable={false}
          rowKey={(r) => r._id}
          columns={[
            { header: t(/*i18n*/ 'Class'), cell: (r) => r.className, primary: true },
            { header: t(/*i18n*/ 'Late fee'), cell: (r) => lateFeeText(r) },
          ]}
          actions={isAdmin ? removal.button : undefined}
          texts={{
            loading: t(/*i18n*/ 'Loading late fee rules'),
            empty: t(FEE_MESSAGES.noRules),
            error: t(FEE_MESSAGES.loadFailed),
            noMatch: t(FEE_MESSAGES.noRules),
            noun: [t(/*i18n*/ 'rule'), t(/*i18n*/ 'rules')],
          }}
        />
      </Stack>
      {removal.dialog}
    </Paper>
  );
}
