import type { ReactNode } from 'react';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  codeOptions,
  ELIGIBILITY_TESTS,
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type JobInput,
  MAX_EXPERIENCE_YEARS,
  QUALIFICATIONS,
  SALARY_TYPE_LABELS,
  SALARY_TYPES,
  subjectOptions,
  TEACHING_LEVELS,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '@school-portal/contract';
import { selectProps } from '../../../lib/forms';
import { DateField } from '../../../components/DateField';
import { t, useT } from '../../../lib/i18n';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => ({ value: k, label: t(labels[k]) }));
export interface InstituteFields {
  instituteName: string | null;
  address: string | null;
  district: string | null;
  state: string | null;
}

/**
 * The fields of a job, for Post New Job and Edit Job alike. The institute's name and place and the
 * job ID are shown read-only (spec section 5); `footer` holds the form's buttons.
 */
export function JobForm({
  form,
  institute,
  footer,
}: {
  form: UseFormReturnType<JobInput>;
  institute: InstituteFields;
  footer: ReactNode;
}) {
  const t = useT();
  return (
    <Stack>
      <Text component="h2" fz="h4" fw={700} m={0}>
        {t('Job')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('Job ID')}
          readOnly
          description={t('Made for this job; it cannot be changed.')}
          {...form.getInputProps('jobId')}
        />
        <TextInput label={t('Title')} required {...form.getInputProps('title')} />
        <TextInput
          label={t('Position')}
          required
          placeholder={t('e.g. TGT Mathematics')}
          {...form.getInputProps('position')}
        />
        <Select
          label={t('Category')}
          data={options(JOB_CATEGORIES, JOB_CATEGORY_LABELS)}
          allowDeselect={false}
          {...selectProps(form, 'category')}
        />
        <Select
          label={t('Job type')}
          data={options(JOB_TYPES, JOB_TYPE_LABELS)}
          allowDeselect={false}
          {...selectProps(form, 'jobType')}
        />
        <Select
          label={t('Work mode')}
          placeholder={t('Select work mode')}
          clearable
          data={options(WORK_MODES, WORK_MODE_LABELS)}
          {...selectProps(form, 'workMode')}
        />
        <Select
          label={t('Teaching level')}
          placeholder={t('Select level')}
          clearable
          data={codeOptions(TEACHING_LEVELS, t)}
          {...selectProps(form, 'teachingLevel')}
        />
        <Select
          label={t('Subject')}
          placeholder={t('Select subject')}
          clearable
          searchable
          data={subjectOptions(t)}
          {...selectProps(form, 'subject')}
        />
      </SimpleGrid>
      <Textarea label={t('Description')} autosize minRows={3} {...form.getInputProps('description')} />

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t('Experience & Qualification')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('Minimum experience (years)')}
          min={0}
          max={MAX_EXPERIENCE_YEARS}
          allowDecimal={false}
          allowNegative={false}
          placeholder="0"
          {...form.getInputProps('experienceMin')}
        />
        <NumberInput
          label={t('Maximum experience (years)')}
          min={0}
          max={MAX_EXPERIENCE_YEARS}
          allowDecimal={false}
          allowNegative={false}
          placeholder="0"
          {...form.getInputProps('experienceMax')}
        />
        <TextInput
          label={t('Qualification')}
          placeholder={t('e.g. B.Sc with B.Ed')}
          {...form.getInputProps('qualification')}
        />
        <MultiSelect
          label={t('Required qualifications')}
          data={codeOptions(QUALIFICATIONS, t)}
          clearable
          {...form.getInputProps('qualifications')}
        />
        <MultiSelect
          label={t('Eligibility tests')}
          data={codeOptions(ELIGIBILITY_TESTS, t)}
          clearable
          {...form.getInputProps('eligibilityTests')}
        />
        <TextInput
          label={t('Skills')}
          description={t('Separate skills with commas.')}
          {...form.getInputProps('skills')}
        />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t('Salary')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('Salary type')}
          data={options(SALARY_TYPES, SALARY_TYPE_LABELS)}
          allowDeselect={false}
          {...selectProps(form, 'salaryType')}
        />
        <NumberInput
          label={t('Vacancies')}
          min={1}
          max={500}
          allowDecimal={false}
          allowNegative={false}
          placeholder="1"
          {...form.getInputProps('vacancies')}
        />
        <NumberInput
          label={t('Salary (₹)')}
          description={t("The lowest of a range, or the one figure; empty shows 'Not disclosed'.")}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('salary')}
        />
        <NumberInput
          label={t('Salary up to (₹)')}
          description={t('Leave empty for one figure.')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('salaryMax')}
        />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t('Institute')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('Institute name')} readOnly value={institute.instituteName ?? ''} />
        <TextInput label={t('Address')} readOnly value={institute.address ?? ''} />
        <TextInput label={t('District')} readOnly value={institute.district ?? ''} />
        <TextInput label={t('State')} readOnly value={institute.state ?? ''} />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t('Contact & Dates')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('Email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('Phone')} type="tel" {...form.getInputProps('phone')} />
        <DateField label={t('Interview date')} {...form.getInputProps('interviewDate')} />
        <DateField label={t('Last date to apply')} required {...form.getInputProps('lastDateToApply')} />
      </SimpleGrid>
      {footer}
    </Stack>
  );
}
