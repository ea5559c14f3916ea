import { useState } from 'react';
import { Button, Divider, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  ELIGIBILITY_TESTS,
  JOBSEEKER_PROFILE_MESSAGES,
  JobseekerProfileFormSchema,
  LANGUAGES,
  MAX_EXPERIENCE_YEARS,
  PICTURE_RULES,
  QUALIFICATIONS,
  TEACHING_LEVELS,
  eligibilityTestLabel,
  isSchoolLevel,
  isSyllabus,
  languageLabel,
  qualificationLabel,
  stateName,
  subjectOptionsFor,
  teachingLevelLabel,
  type JobseekerProfile,
  type JobseekerProfileForm,
} from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { PageHeader } from '../../../components/PageHeader';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { selectProps, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useJobseekerProfile, useUpdateJobseekerProfile } from '../api/jobseeker-profile';
import { CompleteProfileNotice } from '../components/CompleteProfileNotice';
import { CvPanel } from '../components/CvPanel';
import { LoadedProfile } from '../components/LoadedProfile';
import { PictureInput } from '../components/PictureInput';
import { useProfileForm } from '../hooks/use-profile-form';

interface Values {
  name: string;
  phone: string;
  dob: string;
  totalExp: string;
  schoolLevel: string;
  syllabus: string;
  subject: string;
  state: string;
  district: string;
  taluk: string;
  maxExpectedSalary: number | string;
  teachingLevels: string[];
  qualifications: string[];
  eligibilityTests: string[];
  languages: string[];
  summary: string;
}

const EXPERIENCE_OPTIONS = Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, n) => ({ value: String(n), label: n === 1 ? '1 year' : `${n} years` }));
const LEVEL_OPTIONS = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
];
const SYLLABUS_OPTIONS = ['CBSE', 'ICSE', 'State'];
const options = (list: readonly { code: string; label: string }[]) => list.map((i) => ({ value: i.code, label: i.label }));

const valuesOf = (p: JobseekerProfile): Values => ({
  name: p.name,
  phone: p.phone ?? '',
  dob: p.dob ?? '',
  totalExp: p.totalExp === null ? '' : String(p.totalExp),
  schoolLevel: p.schoolLevel ?? '',
  syllabus: p.syllabus ?? '',
  subject: p.subjectId ?? '',
  state: p.state ?? '',
  district: p.district ?? '',
  taluk: p.taluk ?? '',
  maxExpectedSalary: p.maxExpectedSalary ?? '',
  teachingLevels: p.teachingLevels,
  qualifications: p.qualifications,
  eligibilityTests: p.eligibilityTests,
  languages: p.languages,
  summary: p.summary ?? '',
});

/** The form's values as the contract's schema reads them (numbers as numbers). */
const toInput = (v: Values): JobseekerProfileForm =>
  ({ ...v, totalExp: v.totalExp === '' ? undefined : Number(v.totalExp), maxExpectedSalary: v.maxExpectedSalary }) as unknown as JobseekerProfileForm;

/** The spec's words for the level and syllabus ("Math" for State), each valued by its vocabulary id. */
const subjectOptions = (v: Pick<Values, 'schoolLevel' | 'syllabus'>) =>
  isSchoolLevel(v.schoolLevel) && isSyllabus(v.syllabus) ? subjectOptionsFor(v.schoolLevel, v.syllabus) : [];

const errorToast = (message: string) => notify({ color: 'red', message, autoClose: 5000 });

export function JobseekerProfilePage() {
  const userId = useSession()?.userId ?? '';
  return (
    <LoadedProfile query={useJobseekerProfile(userId)} failed={JOBSEEKER_PROFILE_MESSAGES.fetchFailed}>
      {(saved) => <JobseekerProfileView userId={userId} saved={saved} />}
    </LoadedProfile>
  );
}

function JobseekerProfileView({ userId, saved }: { userId: string; saved: JobseekerProfile }) {
  const save = useUpdateJobseekerProfile(userId);
  const toggle = useUpdateJobseekerProfile(userId);
  const upload = useUpdateJobseekerProfile(userId);
  const [pictureSavedAt, setPictureSavedAt] = useState<number | null>(null);
  const { form, editing, setEditing, cancel, submit } = useProfileForm({
    saved,
    valuesOf,
    validate: (v: Values) => validateWith(JobseekerProfileFormSchema)(toInput(v)),
    save,
    toBody: toInput,
    role: 'jobseeker',
    messages: JOBSEEKER_PROFILE_MESSAGES,
  });
  const values = form.getValues();
  const subjects = subjectOptions(values);

  /** Level and syllabus decide the subjects; a subject they no longer offer is cleared. */
  const onCurriculum = (field: 'schoolLevel' | 'syllabus', value: string) => {
    form.setFieldValue(field, value);
    const next = { ...form.getValues(), [field]: value };
    if (!subjectOptions(next).some((o) => o.value === next.subject)) form.setFieldValue('subject', '');
  };

  const looking = toggle.isPending ? !!toggle.variables?.isLookingForJob : saved.isLookingForJob;

  return (
    <>
      <PageHeader
        title="Job Seeker Profile"
        actions={
          editing ? null : (
            <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )
        }
      />
      {saved.isProfileCompleted ? null : <CompleteProfileNotice />}
      <Paper withBorder radius="md" p="lg" maw={860}>
        <Stack>
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <PictureInput
              value={saved.profilePicture}
              name={saved.name}
              rules={PICTURE_RULES.jobseeker}
              saving={upload.isPending}
              savedAt={pictureSavedAt}
              onPick={(_file, dataUrl) =>
                upload.mutate(
                  { profilePicture: dataUrl },
                  {
                    onSuccess: () => setPictureSavedAt(Date.now()),
                    onError: (err) => errorToast(errorMessage(err, JOBSEEKER_PROFILE_MESSAGES.pictureFailed)),
                  },
                )
              }
              onReject={errorToast}
            />
            <Switch
              size="md"
              label="Looking for Job"
              description={looking ? 'Institutes can find you' : 'Hidden from institutes'}
              checked={looking}
              disabled={toggle.isPending}
              onChange={(e) =>
                toggle.mutate(
                  { isLookingForJob: e.currentTarget.checked },
                  {
                    onSuccess: ({ message }) => notify({ color: 'teal', message }),
                    onError: () => errorToast(JOBSEEKER_PROFILE_MESSAGES.lookingFailed),
                  },
                )
              }
            />
          </Group>
          <Divider />
          {editing ? (
            <form onSubmit={submit} noValidate>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
                  <TextInput label="Email" value={saved.email} readOnly description="Your sign-in e-mail cannot be changed here." />
                  <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
                  <TextInput label="Date of birth" type="date" required autoComplete="bday" {...form.getInputProps('dob')} />
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
                    onChange={(v: string | null) => onCurriculum('schoolLevel', v ?? '')}
                  />
                  <Select
                    label="Syllabus"
                    placeholder="Select syllabus"
                    required
                    data={SYLLABUS_OPTIONS}
                    {...selectProps(form, 'syllabus')}
                    onChange={(v: string | null) => onCurriculum('syllabus', v ?? '')}
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
                <Group justify="flex-end">
                  <Button variant="default" onClick={cancel} disabled={save.isPending}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    Save
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <ProfileDetails profile={saved} />
          )}
        </Stack>
      </Paper>
      <CvPanel profile={saved} />
    </>
  );
}

const list = (codes: readonly string[], label: (code: never) => string) => (codes.length ? codes.map((c) => label(c as never)).join(', ') : 'Not added');

function ProfileDetails({ profile: p }: { profile: JobseekerProfile }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LabeledValue label="Name" value={p.name} />
      <LabeledValue label="User ID" value={p.userId} />
      <LabeledValue label="Email" value={p.email} />
      <LabeledValue label="Phone" value={p.phone ?? 'Not added'} />
      <LabeledValue label="Date of birth" value={p.dob ? formatDate(p.dob) : 'Not added'} />
      <LabeledValue label="Total experience" value={p.totalExp === null ? 'Not added' : `${p.totalExp} ${p.totalExp === 1 ? 'year' : 'years'}`} />
      <LabeledValue label="Level and syllabus" value={p.schoolLevel && p.syllabus ? `${p.schoolLevel === 'primary' ? 'Primary' : 'Secondary'} · ${p.syllabus}` : 'Not added'} />
      <LabeledValue label="Subject" value={p.subject ?? 'Not added'} />
      <LabeledValue label="Location" value={p.state ? [p.taluk, p.district, stateName(p.state)].filter(Boolean).join(', ') : 'Not added'} />
      <LabeledValue label="Maximum expected salary" value={p.maxExpectedSalary === null ? 'Not added' : `${formatRupees(p.maxExpectedSalary)} a month`} />
      <LabeledValue label="Teaching level" value={list(p.teachingLevels, teachingLevelLabel)} />
      <LabeledValue label="Qualifications" value={list(p.qualifications, qualificationLabel)} />
      <LabeledValue label="Eligibility tests passed" value={list(p.eligibilityTests, eligibilityTestLabel)} />
      <LabeledValue label="Languages of instruction" value={list(p.languages, languageLabel)} />
      <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        Institutes see your profile when Looking for Job is on.
      </Text>
    </SimpleGrid>
  );
}
