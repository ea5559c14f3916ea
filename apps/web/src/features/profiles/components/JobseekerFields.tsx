import { MultiSelect, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  ELIGIBILITY_TESTS,
  LANGUAGES,
  MAX_EXPERIENCE_YEARS,
  QUALIFICATIONS,
  SCHOOL_LEVELS,
  SYLLABUSES,
  TEACHING_LEVELS,
  isSchoolLevel,
  isSyllabus,
  subjectOptionsFor,
  type JobseekerProfileForm,
} from '@school-portal/contract';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { selectProps } from '../../../lib/forms';
import type { JobseekerFormApi } from './jobseeker-form';
import { DateField } from '../../../components/DateField';

const EXPERIENCE_OPTIONS = Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, n) => ({ value: String(n), label: n === 1 ? '1 year' : `${n} years` }));
const LEVEL_LABELS = { primary: 'Primary', secondary: 'Secondary' } as const;
const LEVEL_OPTIONS = SCHOOL_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));
const options = (list: readonly { code: string; label: string }[]) => list.map((i) => ({ value: i.code, label: i.label }));

/** The spec's words for the level and syllabus ("Math" for State), each valued by its vocabulary id. */
const subjectOptions = ({ schoolLevel, syllabus }: Pick<JobseekerProfileForm, 'schoolLevel' | 'syllabus'>) =>
  schoolLevel && syllabus ? subjectOptionsFor(schoolLevel, syllabus) : [];

/** The job seeker's own fields: who she is, what and where she teaches, and a few lines about her. */
export function JobseekerFields({ form, email }: { form: JobseekerFormApi; email: string }) {
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
        <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Email" value={email} readOnly description="Your sign-in e-mail cannot be changed here." />
        <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
        <DateField label="Date of birth" required autoComplete="bday" {...form.getInputProps('dob')} />
        <Select label="Total experience" placeholder="Select years" required data={EXPERIENCE_OPTIONS} {...selectProps(form, 'totalExp')} />
        <NumberInput
          label="Maximum expected salary (₹ a month)"
          placeholder="e.g. 45,000"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          {...form.getInputProps('maxExpectedSalary')}
        />
        <Select
          label="School level"
          placeholder="Select level"
          required
          data={LEVEL_OPTIONS}
          {...selectProps(form, 'schoolLevel')}
          onChange={(v: string | null) => onCurriculum({ schoolLevel: v && isSchoolLevel(v) ? v : '' })}
        />
        <Select
          label="Syllabus"
          placeholder="Select syllabus"
          required
          data={SYLLABUSES}
          {...selectProps(form, 'syllabus')}
          onChange={(v: string | null) => onCurriculum({ syllabus: v && isSyllabus(v) ? v : '' })}
        />
        <Select
          label="Subject"
          placeholder={subjects.length ? 'Select subject' : 'Choose level and syllabus first'}
          required
          searchable
          disabled={!subjects.length}
          data={subjects}
          {...selectProps(form, 'subject')}
        />
        <MultiSelect label="Teaching level" placeholder="PRT, TGT, PGT…" data={options(TEACHING_LEVELS)} {...form.getInputProps('teachingLevels')} />
        <StateDistrictFields form={form} required />
        <TextInput label="Taluk" placeholder="Taluk or tehsil" {...form.getInputProps('taluk')} />
        <MultiSelect label="Qualifications" placeholder="B.Ed, D.El.Ed…" data={options(QUALIFICATIONS)} {...form.getInputProps('qualifications')} />
        <MultiSelect label="Eligibility tests passed" placeholder="CTET, TET…" data={options(ELIGIBILITY_TESTS)} {...form.getInputProps('eligibilityTests')} />
        <MultiSelect label="Languages of instruction" placeholder="English, Hindi…" searchable data={options(LANGUAGES)} {...form.getInputProps('languages')} />
      </SimpleGrid>
      <Textarea label="About you" description="A few lines schools read first: what and how you teach." autosize minRows={2} maxLength={1000} {...form.getInputProps('summary')} />
    </>
  );
}
