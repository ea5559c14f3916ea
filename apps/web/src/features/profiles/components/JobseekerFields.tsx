import { MultiSelect, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  codeOptions,
  ELIGIBILITY_TESTS,
  isSchoolLevel,
  isSyllabus,
  type JobseekerProfileForm,
  LANGUAGES,
  MAX_EXPERIENCE_YEARS,
  QUALIFICATIONS,
  SCHOOL_LEVELS,
  subjectOptionsFor,
  SYLLABUSES,
  TEACHING_LEVELS,
} from '@school-portal/contract';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { selectProps } from '../../../lib/forms';
import type { JobseekerFormApi } from './jobseeker-form';
import { DateField } from '../../../components/DateField';
import { t, useT } from '../../../lib/i18n';

const experienceOptions = () =>
  Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, n) => ({
    value: String(n),
    label: t(/*i18n*/ '{count, plural, one {# year} other {# years}}', { count: n }),
  }));
const levelOptions = () =>
  SCHOOL_LEVELS.map((value) => ({
    value,
    label: value === 'primary' ? t(/*i18n*/ 'Primary') : t(/*i18n*/ 'Secondary'),
  }));

/** The spec's words for the level and syllabus ("Math" for State), each valued by its vocabulary id. */
const subjectOptions = ({ schoolLevel, syllabus }: Pick<JobseekerProfileForm, 'schoolLevel' | 'syllabus'>) =>
  schoolLevel && syllabus ? subjectOptionsFor(schoolLevel, syllabus, t) : [];

/** The job seeker's own fields: who she is, what and where she teaches, and a few lines about her. */
export function JobseekerFields({ form, email }: { form: JobseekerFormApi; email: string }) {
  const t = useT();
  const subjects = subjectOptions(form.getValues());

  /** Level and syllabus decide the subjects; a subject they no longer offer is cleared. */
  const onCurriculum = (change: Pick<JobseekerProfileForm, 'schoolLevel'> | Pick<JobseekerProfileForm, 'syllabus'>) => {
    const next = { ...form.getValues(), ...change };
    form.setValues(change);
    if (!subjectOptions(next).some((o) => o.value === next.subject)) form.setFieldValue('subject', '');
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t(/*i18n*/ 'Name')} required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={t(/*i18n*/ 'Email')}
          value={email}
          readOnly
          description={t(/*i18n*/ 'Your sign-in e-mail cannot be changed here.')}
        />
        <TextInput
          label={t(/*i18n*/ 'Phone')}
          type="tel"
          required
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <DateField label={t(/*i18n*/ 'Date of birth')} required autoComplete="bday" {...form.getInputProps('dob')} />
        <Select
          label={t(/*i18n*/ 'Total experience')}
          placeholder={t(/*i18n*/ 'Select years')}
          required
          data={experienceOptions()}
          {...selectProps(form, 'totalExp')}
        />
        <NumberInput
          label={t(/*i18n*/ 'Maximum expected salary (₹ a month)')}
          placeholder={t(/*i18n*/ 'e.g. 45,000')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          {...form.getInputProps('maxExpectedSalary')}
        />
        <Select
          label={t(/*i18n*/ 'School level')}
          placeholder={t(/*i18n*/ 'Select level')}
          required
          data={levelOptions()}
          {...selectProps(form, 'schoolLevel')}
          onChange={(v: string | null) => onCurriculum({ schoolLevel: v && isSchoolLevel(v) ? v : '' })}
        />
        <Select
          label={t(/*i18n*/ 'Syllabus')}
          placeholder={t(/*i18n*/ 'Select syllabus')}
          required
          data={SYLLABUSES}
          {...selectProps(form, 'syllabus')}
          onChange={(v: string | null) => onCurriculum({ syllabus: v && isSyllabus(v) ? v : '' })}
        />
        <Select
          label={t(/*i18n*/ 'Subject')}
          placeholder={subjects.length ? t(/*i18n*/ 'Select subject') : t(/*i18n*/ 'Choose level and syllabus first')}
          required
          searchable
          disabled={!subjects.length}
          data={subjects}
          {...selectProps(form, 'subject')}
        />
        <MultiSelect
          label={t(/*i18n*/ 'Teaching level')}
          placeholder={t(/*i18n*/ 'PRT, TGT, PGT…')}
          data={codeOptions(TEACHING_LEVELS, t)}
          {...form.getInputProps('teachingLevels')}
        />
        <StateDistrictFields form={form} required />
        <TextInput
          label={t(/*i18n*/ 'Taluk')}
          placeholder={t(/*i18n*/ 'Taluk or tehsil')}
          {...form.getInputProps('taluk')}
        />
        <MultiSelect
          label={t(/*i18n*/ 'Qualifications')}
          placeholder={t(/*i18n*/ 'B.Ed, D.El.Ed…')}
          data={codeOptions(QUALIFICATIONS, t)}
          {...form.getInputProps('qualifications')}
        />
        <MultiSelect
          label={t(/*i18n*/ 'Eligibility tests passed')}
          placeholder={t(/*i18n*/ 'CTET, TET…')}
          data={codeOptions(ELIGIBILITY_TESTS, t)}
          {...form.getInputProps('eligibilityTests')}
        />
        <MultiSelect
          label={t(/*i18n*/ 'Languages of instruction')}
          placeholder={t(/*i18n*/ 'English, Hindi…')}
          searchable
          data={codeOptions(LANGUAGES, t)}
          {...form.getInputProps('languages')}
        />
      </SimpleGrid>
      <Textarea
        label={t(/*i18n*/ 'About you')}
        description={t(/*i18n*/ 'A few lines schools read first: what and how you teach.')}
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('summary')}
      />
    </>
  );
}
