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
  codes.length ? codes.map(label).join(', ') : t('Not added');
const years = (n: number) => t('{count, plural, one {# year} other {# years}}', { count: n });

/** The saved job seeker profile, read-only; her education, work history and CV show below it as schools see them. */
export function JobseekerDetails({ profile: p }: { profile: JobseekerProfile }) {
  const t = useT();
  const NOT_ADDED = t('Not added');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LabeledValue label={t('Name')} value={p.name} />
      <LabeledValue label={t('User ID')} value={p.userId} />
      <LabeledValue label={t('Email')} value={p.email} />
      <LabeledValue label={t('Phone')} value={p.phone ?? NOT_ADDED} />
      <LabeledValue label={t('Date of birth')} value={p.dob ? formatDate(p.dob) : NOT_ADDED} />
      <LabeledValue label={t('Total experience')} value={p.totalExp === null ? NOT_ADDED : years(p.totalExp)} />
      <LabeledValue
        label={t('Level and syllabus')}
        value={
          p.schoolLevel && p.syllabus
            ? `${p.schoolLevel === 'primary' ? t('Primary') : t('Secondary')} · ${boardText(p.syllabus, t)}`
            : NOT_ADDED
        }
      />
      <LabeledValue label={t('Subject')} value={subjectText(p.subject, t) ?? NOT_ADDED} />
      <LabeledValue
        label={t('Location')}
        value={p.stateCode ? [p.taluk, placeOf(p.district, p.stateCode)].filter(Boolean).join(', ') : NOT_ADDED}
      />
      <LabeledValue
        label={t('Maximum expected salary')}
        value={
          p.maxExpectedSalary === null
            ? NOT_ADDED
            : t('{amount} a month', { amount: formatRupees(p.maxExpectedSalary) })
        }
      />
      <LabeledValue label={t('Teaching level')} value={list(p.teachingLevels, (c) => teachingLevelText(c, t))} />
      <LabeledValue label={t('Qualifications')} value={list(p.qualifications, (c) => qualificationText(c, t))} />
      <LabeledValue
        label={t('Eligibility tests passed')}
        value={list(p.eligibilityTests, (c) => eligibilityTestText(c, t))}
      />
      <LabeledValue label={t('Languages of instruction')} value={list(p.languages, (c) => languageText(c, t))} />
      <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('Institutes see your profile when Looking for Job is on.')}
      </Text>
    </SimpleGrid>
  );
}
