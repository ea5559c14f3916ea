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
        {t(/*i18n*/ 'Job')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t(/*i18n*/ 'Job ID')}
          readOnly
          description={t(/*i18n*/ 'Made for this job; it cannot be changed.')}
          {...form.getInputProps('jobId')}
        />
        <TextInput label={t(/*i18n*/ 'Title')} required {...form.getInputProps('title')} />
        <TextInput
          label={t(/*i18n*/ 'Position')}
          required
          placeholder={t(/*i18n*/ 'e.g. TGT Mathematics')}
          {...form.getInputProps('position')}
        />
        <Select
          label={t(/*i18n*/ 'Category')}
          data={options(JOB_CATEGORIES, JOB_CATEGORY_LABELS)}
          allowDeselect={false}
          {...selectProps(form, 'category')}
        />
        <Select
          label={t(/*i18n*/ 'Job type')}
          data={options(JOB_TYPES, JOB_TYPE_LABELS)}
          allowDeselect={false}
          {...selectProps(form, 'jobType')}
        />
        <Select
          label={t(/*i18n*/ 'Work mode')}
          placeholder={t(/*i18n*/ 'Select work mode')}
          clearable
          data={options(WORK_MODES, WORK_MODE_LABELS)}
          {...selectProps(form, 'workMode')}
        />
        <Select
          label={t(/*i18n*/ 'Teaching level')}
          placeholder={t(/*i18n*/ 'Select level')}
          clearable
          data={codeOptions(TEACHING_LEVELS, t)}
          {...selectProps(form, 'teachingLevel')}
        />
        <Select
          label={t(/*i18n*/ 'Subject')}
          placeholder={t(/*i18n*/ 'Select subject')}
          clearable
          searchable
          data={subjectOptions(t)}
          {...selectProps(form, 'subject')}
        />
      </SimpleGrid>
      <Textarea label={t(/*i18n*/ 'Description')} autosize minRows={3} {...form.getInputProps('description')} />

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t(/*i18n*/ 'Experience & Qualification')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t(/*i18n*/ 'Minimum experience (years)')}
          min={0}
          max={MAX_EXPERIENCE_YEARS}
          allowDecimal={false}
          allowNegative={false}
          placeholder="0"
          {...form.getInputProps('experienceMin')}
        />
        <NumberInput
          label={t(/*i18n*/ 'Maximum experience (years)')}
          min={0}
          max={MAX_EXPERIENCE_YEARS}
          allowDecimal={false}
          allowNegative={false}
          placeholder="0"
          {...form.getInputProps('experienceMax')}
        />
        <TextInput
          label={t(/*i18n*/ 'Qualification')}
          placeholder={t(/*i18n*/ 'e.g. B.Sc with B.Ed')}
          {...form.getInputProps('qualification')}
        />
        <MultiSelect
          label={t(/*i18n*/ 'Required qualifications')}
          data={codeOptions(QUALIFICATIONS, t)}
          clearable
          {...form.getInputProps('qualifications')}
        />
        <MultiSelect
          label={t(/*i18n*/ 'Eligibility tests')}
          data={codeOptions(ELIGIBILITY_TESTS, t)}
          clearable
          {...form.getInputProps('eligibilityTests')}
        />
        <TextInput
          label={t(/*i18n*/ 'Skills')}
          description={t(/*i18n*/ 'Separate skills with commas.')}
          {...form.getInputProps('skills')}
        />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t(/*i18n*/ 'Salary')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t(/*i18n*/ 'Salary type')}
          data={options(SALARY_TYPES, SALARY_TYPE_LABELS)}
          allowDeselect={false}
          {...selectProps(form, 'salaryType')}
        />
        <NumberInput
          label={t(/*i18n*/ 'Vacancies')}
          min={1}
          max={500}
          allowDecimal={false}
          allowNegative={false}
          placeholder="1"
          {...form.getInputProps('vacancies')}
        />
        <NumberInput
          label={t(/*i18n*/ 'Salary (₹)')}
          description={t(/*i18n*/ "The lowest of a range, or the one figure; empty shows 'Not disclosed'.")}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('salary')}
        />
        <NumberInput
          label={t(/*i18n*/ 'Salary up to (₹)')}
          description={t(/*i18n*/ 'Leave empty for one figure.')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('salaryMax')}
        />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t(/*i18n*/ 'Institute')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t(/*i18n*/ 'Institute name')} readOnly value={institute.instituteName ?? ''} />
        <TextInput label={t(/*i18n*/ 'Address')} readOnly value={institute.address ?? ''} />
        <TextInput label={t(/*i18n*/ 'District')} readOnly value={institute.district ?? ''} />
        <TextInput label={t(/*i18n*/ 'State')} readOnly value={institute.state ?? ''} />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        {t(/*i18n*/ 'Contact & Dates')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t(/*i18n*/ 'Email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t(/*i18n*/ 'Phone')} type="tel" {...form.getInputProps('phone')} />
        <DateField label={t(/*i18n*/ 'Interview date')} {...form.getInputProps('interviewDate')} />
        <DateField label={t(/*i18n*/ 'Last date to apply')} required {...form.getInputProps('lastDateToApply')} />
      </SimpleGrid>
      {footer}
    </Stack>
  );
}
