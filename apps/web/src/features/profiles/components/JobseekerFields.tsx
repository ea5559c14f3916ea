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
    label: t('{count, plural, one {# year} other {# years}}', { count: n }),
  }));
const levelOptions = () =>
  SCHOOL_LEVELS.map((value) => ({ value, label: value === 'primary' ? t('Primary') : t('Secondary') }));

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
        <TextInput label={t('Name')} required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={t('Email')}
          value={email}
          readOnly
          description={t('Your sign-in e-mail cannot be changed here.')}
        />
        <TextInput label={t('Phone')} type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
        <DateField label={t('Date of birth')} required autoComplete="bday" {...form.getInputProps('dob')} />
        <Select
          label={t('Total experience')}
          placeholder={t('Select years')}
          required
          data={experienceOptions()}
          {...selectProps(form, 'totalExp')}
        />
        <NumberInput
          label={t('Maximum expected salary (₹ a month)')}
          placeholder={t('e.g. 45,000')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          {...form.getInputProps('maxExpectedSalary')}
        />
        <Select
          label={t('School level')}
          placeholder={t('Select level')}
          required
          data={levelOptions()}
          {...selectProps(form, 'schoolLevel')}
          onChange={(v: string | null) => onCurriculum({ schoolLevel: v && isSchoolLevel(v) ? v : '' })}
        />
        <Select
          label={t('Syllabus')}
          placeholder={t('Select syllabus')}
          required
          data={SYLLABUSES}
          {...selectProps(form, 'syllabus')}
          onChange={(v: string | null) => onCurriculum({ syllabus: v && isSyllabus(v) ? v : '' })}
        />
        <Select
          label={t('Subject')}
          placeholder={subjects.length ? t('Select subject') : t('Choose level and syllabus first')}
          required
          searchable
          disabled={!subjects.length}
          data={subjects}
          {...selectProps(form, 'subject')}
        />
        <MultiSelect
          label={t('Teaching level')}
          placeholder={t('PRT, TGT, PGT…')}
          data={codeOptions(TEACHING_LEVELS, t)}
          {...form.getInputProps('teachingLevels')}
        />
        <StateDistrictFields form={form} required />
        <TextInput label={t('Taluk')} placeholder={t('Taluk or tehsil')} {...form.getInputProps('taluk')} />
        <MultiSelect
          label={t('Qualifications')}
          placeholder={t('B.Ed, D.El.Ed…')}
          data={codeOptions(QUALIFICATIONS, t)}
          {...form.getInputProps('qualifications')}
        />
        <MultiSelect
          label={t('Eligibility tests passed')}
          placeholder={t('CTET, TET…')}
          data={codeOptions(ELIGIBILITY_TESTS, t)}
          {...form.getInputProps('eligibilityTests')}
        />
        <MultiSelect
          label={t('Languages of instruction')}
          placeholder={t('English, Hindi…')}
          searchable
          data={codeOptions(LANGUAGES, t)}
          {...form.getInputProps('languages')}
        />
      </SimpleGrid>
      <Textarea
        label={t('About you')}
        description={t('A few lines schools read first: what and how you teach.')}
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('summary')}
      />
    </>
  );
}
