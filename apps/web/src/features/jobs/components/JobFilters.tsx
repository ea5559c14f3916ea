import { Checkbox, NumberInput, Select, Stack } from '@mantine/core';
import {
  codeOptions,
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  MAX_EXPERIENCE_YEARS,
  subjectOptions,
  TEACHING_LEVELS,
} from '@school-portal/contract';
import { StateDistrictFilter } from '../../../components/StateDistrictFilter';
import type { ListSearchParams } from '../../../lib/use-list-search-params';
import { t, useT } from '../../../lib/i18n';
import type { JobFilterValues } from './job-filters';

const labelled = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => ({ value: k, label: t(labels[k]) }));

/**
 * Browse Jobs' filter fields, a chunk of their own: on a phone they sit in the closed Filters sheet, so the first
 * screen draws without their code (the selects, number inputs and their pop-up lists, about a quarter of the
 * screen's JavaScript); it arrives while the teacher reads the list (BrowseJobsPage asks for it when idle).
 */
export function JobFilters({ list }: { list: ListSearchParams<JobFilterValues> }) {
  const t = useT();
  const f = list.filters;
  return (
    <>
      <StateDistrictFilter state={f.state} district={f.district} onChange={list.setFilters} />
      <Select
        label={t(/*i18n*/ 'Subject')}
        placeholder={t(/*i18n*/ 'Any subject')}
        data={subjectOptions(t)}
        searchable
        clearable
        value={f.subject ?? null}
        onChange={(v) => list.setFilter('subject', v)}
      />
      <Select
        label={t(/*i18n*/ 'Teaching level')}
        placeholder={t(/*i18n*/ 'Any level')}
        data={codeOptions(TEACHING_LEVELS, t)}
        clearable
        value={f.teachingLevel ?? null}
        onChange={(v) => list.setFilter('teachingLevel', v)}
      />
      <Select
        label={t(/*i18n*/ 'Category')}
        placeholder={t(/*i18n*/ 'Any category')}
        data={labelled(JOB_CATEGORIES, JOB_CATEGORY_LABELS)}
        clearable
        value={f.category ?? null}
        onChange={(v) => list.setFilter('category', v)}
      />
      <Select
        label={t(/*i18n*/ 'Job type')}
        placeholder={t(/*i18n*/ 'Any job type')}
        data={labelled(JOB_TYPES, JOB_TYPE_LABELS)}
        clearable
        value={f.jobType ?? null}
        onChange={(v) => list.setFilter('jobType', v)}
      />
      <NumberInput
        label={t(/*i18n*/ 'My experience (years)')}
        placeholder={t(/*i18n*/ 'Any')}
        min={0}
        max={MAX_EXPERIENCE_YEARS}
        allowDecimal={false}
        allowNegative={false}
        value={f.experience ?? ''}
        onChange={(v) => list.setFilter('experience', typeof v === 'number' ? v : null)}
      />
      <Stack gap={6}>
        <NumberInput
          label={t(/*i18n*/ 'Minimum salary (₹ a month)')}
          placeholder={t(/*i18n*/ 'Any')}
          min={0}
          step={5000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={f.minSalary ?? ''}
          onChange={(v) => list.setFilter('minSalary', typeof v === 'number' ? v : null)}
        />
        <Checkbox
          size="xs"
          label={t(/*i18n*/ 'Hide jobs that do not show pay')}
          checked={f.hideUndisclosedPay === 'true'}
          onChange={(e) => list.setFilter('hideUndisclosedPay', e.currentTarget.checked ? 'true' : null)}
        />
      </Stack>
    </>
  );
}
