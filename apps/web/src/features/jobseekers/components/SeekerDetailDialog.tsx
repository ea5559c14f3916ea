import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { languageLabel, type JobseekerCard } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { TeacherRecord } from '../../../components/TeacherRecord';
import { formatRupees } from '../../../lib/format';
import { experienceText, levelsText, placeText, qualificationsText, schoolLevelText, testsText } from './seeker-text';

/** Find Employee's detail dialog: the seeker's profile and how to reach them. */
export function SeekerDetailDialog({ seeker, onClose }: { seeker: JobseekerCard | null; onClose: () => void }) {
  return (
    <Modal opened={!!seeker} onClose={onClose} title={seeker?.name} size="lg">
      {seeker ? (
        <Stack>
          <div>
            <Text fw={600}>{seeker.subject ?? '—'}</Text>
            <Text size="sm" c="dimmed">
              {placeText(seeker)}
            </Text>
          </div>
          <TeacherRecord seeker={seeker} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <LabeledValue label="Experience" value={experienceText(seeker)} />
            <LabeledValue label="School level" value={schoolLevelText(seeker)} />
            <LabeledValue label="Syllabus" value={seeker.syllabus ?? '—'} />
            <LabeledValue label="Teaching levels" value={levelsText(seeker)} />
            <LabeledValue label="Qualifications" value={qualificationsText(seeker)} />
            <LabeledValue label="Eligibility tests" value={testsText(seeker)} />
            <LabeledValue label="Languages" value={seeker.languages.map(languageLabel).join(', ') || '—'} />
            <LabeledValue label="Expected salary" value={seeker.maxExpectedSalary === null ? '—' : `Up to ${formatRupees(seeker.maxExpectedSalary)} / month`} />
            <LabeledValue label="Taluk" value={seeker.taluk ?? '—'} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Modal>
  );
}
