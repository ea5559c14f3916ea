import { SimpleGrid, Stack, Text } from '@mantine/core';
import { type JobseekerCard, languageText, subjectText } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { TeacherRecord } from '../../../components/TeacherRecord';
import { formatRupees } from '../../../lib/format';
import { experienceText, levelsText, placeText, qualificationsText, schoolLevelText, testsText } from './seeker-text';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n';
import { MessageSeeker } from './MessageSeeker';
import { Dialog } from '../../../components/Dialog';

/** Find Employee's detail dialog: the seeker's profile and how to reach them. */
export function SeekerDetailDialog({ seeker, onClose }: { seeker: JobseekerCard | null; onClose: () => void }) {
  const t = useT();
  const role = useSession()?.role;
  // The school's staff write to her about one of their jobs (the super admin only looks).
  const canMessage = role === 'instituteAdmin' || role === 'instituteUser';
  return (
    <Dialog opened={!!seeker} onClose={onClose} title={seeker?.name} size="lg">
      {seeker ? (
        <Stack>
          <div>
            <Text fw={600}>{subjectText(seeker.subject, t) ?? '—'}</Text>
            <Text size="sm" c="dimmed">
              {placeText(seeker)}
            </Text>
          </div>
          <TeacherRecord seeker={seeker} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <LabeledValue label={t(/*i18n*/ 'Experience')} value={experienceText(seeker)} />
            <LabeledValue label={t(/*i18n*/ 'School level')} value={schoolLevelText(seeker)} />
            <LabeledValue label={t(/*i18n*/ 'Syllabus')} value={seeker.syllabus ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'Teaching levels')} value={levelsText(seeker)} />
            <LabeledValue label={t(/*i18n*/ 'Qualifications')} value={qualificationsText(seeker)} />
            <LabeledValue label={t(/*i18n*/ 'Eligibility tests')} value={testsText(seeker)} />
            <LabeledValue
              label={t(/*i18n*/ 'Languages')}
              value={seeker.languages.map((l) => languageText(l, t)).join(', ') || '—'}
            />
            <LabeledValue
              label={t(/*i18n*/ 'Expected salary')}
              value={
                seeker.maxExpectedSalary === null
                  ? '—'
                  : t(/*i18n*/ 'Up to {amount} / month', { amount: formatRupees(seeker.maxExpectedSalary) })
              }
            />
            <LabeledValue label={t(/*i18n*/ 'Taluk')} value={seeker.taluk ?? '—'} />
          </SimpleGrid>
          {canMessage ? <MessageSeeker seekerId={seeker._id} name={seeker.name} /> : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}
