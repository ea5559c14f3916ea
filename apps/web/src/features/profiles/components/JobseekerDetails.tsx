import { SimpleGrid, Text } from '@mantine/core';
import {
  boardText,
  eligibilityTestText,
  type JobseekerProfile,
  languageText,
  qualificationText,
  subjectText,
  teachingLevelText,
} from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatDate, formatRupees } from '../../../lib/format';
import { t, useT } from '../../../lib/i18n';
import { placeOf } from '../../../lib/place';

const list = <C extends string>(codes: readonly C[], label: (code: C) => string) =>
  codes.length ? codes.map(label).join(', ') : t(/*i18n*/ 'Not added');
const years = (n: number) => t(/*i18n*/ '{count, plural, one {# year} other {# years}}', { count: n });

/** The saved job seeker profile, read-only; her education, work history and CV show below it as schools see them. */
export function JobseekerDetails({ profile: p }: { profile: JobseekerProfile }) {
  const t = useT();
  const NOT_ADDED = t(/*i18n*/ 'Not added');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LabeledValue label={t(/*i18n*/ 'Name')} value={p.name} />
      <LabeledValue label={t(/*i18n*/ 'User ID')} value={p.userId} />
      <LabeledValue label={t(/*i18n*/ 'Email')} value={p.email} />
      <LabeledValue label={t(/*i18n*/ 'Phone')} value={p.phone ?? NOT_ADDED} />
      <LabeledValue label={t(/*i18n*/ 'Date of birth')} value={p.dob ? formatDate(p.dob) : NOT_ADDED} />
      <LabeledValue
        label={t(/*i18n*/ 'Total experience')}
        value={p.totalExp === null ? NOT_ADDED : years(p.totalExp)}
      />
      <LabeledValue
        label={t(/*i18n*/ 'Level and syllabus')}
        value={
          p.schoolLevel && p.syllabus
            ? `${p.schoolLevel === 'primary' ? t(/*i18n*/ 'Primary') : t(/*i18n*/ 'Secondary')} · ${boardText(p.syllabus, t)}`
            : NOT_ADDED
        }
      />
      <LabeledValue label={t(/*i18n*/ 'Subject')} value={subjectText(p.subject, t) ?? NOT_ADDED} />
      <LabeledValue
        label={t(/*i18n*/ 'Location')}
        value={p.stateCode ? [p.taluk, placeOf(p.district, p.stateCode)].filter(Boolean).join(', ') : NOT_ADDED}
      />
      <LabeledValue
        label={t(/*i18n*/ 'Maximum expected salary')}
        value={
          p.maxExpectedSalary === null
            ? NOT_ADDED
            : t(/*i18n*/ '{amount} a month', { amount: formatRupees(p.maxExpectedSalary) })
        }
      />
      <LabeledValue
        label={t(/*i18n*/ 'Teaching level')}
        value={list(p.teachingLevels, (c) => teachingLevelText(c, t))}
      />
      <LabeledValue
        label={t(/*i18n*/ 'Qualifications')}
        value={list(p.qualifications, (c) => qualificationText(c, t))}
      />
      <LabeledValue
        label={t(/*i18n*/ 'Eligibility tests passed')}
        value={list(p.eligibilityTests, (c) => eligibilityTestText(c, t))}
      />
      <LabeledValue
        label={t(/*i18n*/ 'Languages of instruction')}
        value={list(p.languages, (c) => languageText(c, t))}
      />
      <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t(/*i18n*/ 'Institutes see your profile when Looking for Job is on.')}
      </Text>
    </SimpleGrid>
  );
}
