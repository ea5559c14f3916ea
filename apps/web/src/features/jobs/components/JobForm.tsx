import type { ReactNode } from 'react';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  JOB_CATEGORY_LABELS,
  ELIGIBILITY_TESTS,
  JOB_CATEGORIES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  MAX_EXPERIENCE_YEARS,
  QUALIFICATIONS,
  SALARY_TYPE_LABELS,
  SALARY_TYPES,
  SUBJECT_OPTIONS,
  TEACHING_LEVELS,
  WORK_MODE_LABELS,
  WORK_MODES,
  type JobInput,
} from '@school-portal/contract';
import { selectProps } from '../../../lib/forms';
import { DateField } from '../../../components/DateField';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((k) => ({ value: k, label: labels[k] }));
const codes = (list: readonly { code: string; label: string }[]) => list.map((i) => ({ value: i.code, label: i.label }));

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
export function JobForm({ form, institute, footer }: { form: UseFormReturnType<JobInput>; institute: InstituteFields; footer: ReactNode }) {
  return (
    <Stack>
      <Text component="h2" fz="h4" fw={700} m={0}>
        Job
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Job ID" readOnly description="Made for this job; it cannot be changed." {...form.getInputProps('jobId')} />
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput label="Position" required placeholder="e.g. TGT Mathematics" {...form.getInputProps('position')} />
        <Select label="Category" data={options(JOB_CATEGORIES, JOB_CATEGORY_LABELS)} allowDeselect={false} {...selectProps(form, 'category')} />
        <Select label="Job type" data={options(JOB_TYPES, JOB_TYPE_LABELS)} allowDeselect={false} {...selectProps(form, 'jobType')} />
        <Select label="Work mode" placeholder="Select work mode" clearable data={options(WORK_MODES, WORK_MODE_LABELS)} {...selectProps(form, 'workMode')} />
        <Select label="Teaching level" placeholder="Select level" clearable data={codes(TEACHING_LEVELS)} {...selectProps(form, 'teachingLevel')} />
        <Select label="Subject" placeholder="Select subject" clearable searchable data={SUBJECT_OPTIONS} {...selectProps(form, 'subject')} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        Experience & Qualification
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Minimum experience (years)" min={0} max={MAX_EXPERIENCE_YEARS} allowDecimal={false} allowNegative={false} placeholder="0" {...form.getInputProps('experienceMin')} />
        <NumberInput label="Maximum experience (years)" min={0} max={MAX_EXPERIENCE_YEARS} allowDecimal={false} allowNegative={false} placeholder="0" {...form.getInputProps('experienceMax')} />
        <TextInput label="Qualification" placeholder="e.g. B.Sc with B.Ed" {...form.getInputProps('qualification')} />
        <MultiSelect label="Required qualifications" data={codes(QUALIFICATIONS)} clearable {...form.getInputProps('qualifications')} />
        <MultiSelect label="Eligibility tests" data={codes(ELIGIBILITY_TESTS)} clearable {...form.getInputProps('eligibilityTests')} />
        <TextInput label="Skills" description="Separate skills with commas." {...form.getInputProps('skills')} />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        Salary
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Salary type" data={options(SALARY_TYPES, SALARY_TYPE_LABELS)} allowDeselect={false} {...selectProps(form, 'salaryType')} />
        <NumberInput label="Vacancies" min={1} max={500} allowDecimal={false} allowNegative={false} placeholder="1" {...form.getInputProps('vacancies')} />
        <NumberInput label="Salary (₹)" description="The lowest of a range, or the one figure; empty shows 'Not disclosed'." min={0} allowDecimal={false} allowNegative={false} thousandSeparator="," {...form.getInputProps('salary')} />
        <NumberInput label="Salary up to (₹)" description="Leave empty for one figure." min={0} allowDecimal={false} allowNegative={false} thousandSeparator="," {...form.getInputProps('salaryMax')} />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        Institute
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Institute name" readOnly value={institute.instituteName ?? ''} />
        <TextInput label="Address" readOnly value={institute.address ?? ''} />
        <TextInput label="District" readOnly value={institute.district ?? ''} />
        <TextInput label="State" readOnly value={institute.state ?? ''} />
      </SimpleGrid>

      <Text component="h2" fz="h4" fw={700} m={0} mt="sm">
        Contact & Dates
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        <DateField label="Interview date" {...form.getInputProps('interviewDate')} />
        <DateField label="Last date to apply" required {...form.getInputProps('lastDateToApply')} />
      </SimpleGrid>
      {footer}
    </Stack>
  );
}
