import { SimpleGrid, Text } from '@mantine/core';
import { eligibilityTestLabel, languageLabel, qualificationLabel, stateName, teachingLevelLabel, type JobseekerProfile } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate, formatRupees } from '../../../lib/format';

const NOT_ADDED = 'Not added';
const list = <C extends string>(codes: readonly C[], label: (code: C) => string) => (codes.length ? codes.map(label).join(', ') : NOT_ADDED);
const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** The saved job seeker profile, read-only; her education, work history and CV show below it as schools see them. */
export function JobseekerDetails({ profile: p }: { profile: JobseekerProfile }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LabeledValue label="Name" value={p.name} />
      <LabeledValue label="User ID" value={p.userId} />
      <LabeledValue label="Email" value={p.email} />
      <LabeledValue label="Phone" value={p.phone ?? NOT_ADDED} />
      <LabeledValue label="Date of birth" value={p.dob ? formatDate(p.dob) : NOT_ADDED} />
      <LabeledValue label="Total experience" value={p.totalExp === null ? NOT_ADDED : years(p.totalExp)} />
      <LabeledValue label="Level and syllabus" value={p.schoolLevel && p.syllabus ? `${p.schoolLevel === 'primary' ? 'Primary' : 'Secondary'} · ${p.syllabus}` : NOT_ADDED} />
      <LabeledValue label="Subject" value={p.subject ?? NOT_ADDED} />
      <LabeledValue label="Location" value={p.state ? [p.taluk, p.district, stateName(p.state)].filter(Boolean).join(', ') : NOT_ADDED} />
      <LabeledValue label="Maximum expected salary" value={p.maxExpectedSalary === null ? NOT_ADDED : `${formatRupees(p.maxExpectedSalary)} a month`} />
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
