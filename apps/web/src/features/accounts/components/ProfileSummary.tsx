import { SimpleGrid, Text } from '@mantine/core';
import { type Account, boardText, schoolTypeText, subjectText } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { useAccountProfile } from '../api/get-account-profile';
import { useT } from '../../../lib/i18n';
import { placeOf } from '../../../lib/place';

/** What the account's own profile says, once it has saved one: the super admin weighs it when reviewing. */
export function ProfileSummary({ account }: { account: Account }) {
  const t = useT();
  const { data, isError } = useAccountProfile(account);
  if (isError)
    return (
      <Text size="sm" c="red">
        {t(/*i18n*/ 'Could not load the profile.')}
      </Text>
    );
  if (!data) return null;
  if (!data.profile.isProfileCompleted)
    return (
      <Text size="sm" c="dimmed">
        {t(/*i18n*/ 'The profile has not been completed yet.')}
      </Text>
    );
  if (data.kind === 'institute') {
    const p = data.profile;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LabeledValue size="sm" label={t(/*i18n*/ 'Institute name')} value={p.instituteName} />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Affiliation number')} value={p.affiliationNumber} />
        <LabeledValue
          size="sm"
          label={t(/*i18n*/ 'School type and board')}
          value={`${p.schoolType ? schoolTypeText(p.schoolType, t) : '—'} · ${p.board ? boardText(p.board, t) : '—'}`}
        />
        <LabeledValue size="sm" label={t(/*i18n*/ 'Place')} value={placeOf(p.district, p.state)} />
      </SimpleGrid>
    );
  }
  const p = data.profile;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <LabeledValue
        size="sm"
        label={t(/*i18n*/ 'Subject')}
        value={`${subjectText(p.subject, t) ?? '—'} (${p.syllabus ? boardText(p.syllabus, t) : '—'}, ${p.schoolLevel ? (p.schoolLevel === 'primary' ? t(/*i18n*/ 'Primary') : t(/*i18n*/ 'Secondary')) : '—'})`}
      />
      <LabeledValue
        size="sm"
        label={t(/*i18n*/ 'Experience')}
        value={
          p.totalExp === null ? '—' : t(/*i18n*/ '{count, plural, one {# year} other {# years}}', { count: p.totalExp })
        }
      />
      <LabeledValue size="sm" label={t(/*i18n*/ 'Place')} value={placeOf(p.district, p.stateCode)} />
      <LabeledValue
        size="sm"
        label={t(/*i18n*/ 'Looking for Job')}
        value={p.isLookingForJob ? t(/*i18n*/ 'Yes') : t(/*i18n*/ 'No')}
      />
    </SimpleGrid>
  );
}
