import { Anchor, Avatar, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { languageLabel, type JobseekerCard } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { formatRupees } from '../../../lib/format';
import { experienceText, levelsText, placeText, qualificationsText, schoolLevelText, testsText } from './seeker-text';

/** Find Employee's detail dialog: the seeker's profile and how to reach them. */
export function SeekerDetailDialog({ seeker, onClose }: { seeker: JobseekerCard | null; onClose: () => void }) {
  return (
    <Modal opened={!!seeker} onClose={onClose} title={seeker?.name} size="lg">
      {seeker ? (
        <Stack>
          <Group>
            <Avatar src={seeker.profilePicture} alt={`Profile picture of ${seeker.name}`} size={72} radius="xl" name={seeker.name} color="initials" />
            <div>
              <Text fw={600}>{seeker.subject ?? '—'}</Text>
              <Text size="sm" c="dimmed">
                {placeText(seeker)}
              </Text>
            </div>
          </Group>
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
            <LabeledValue label="Email" value={<Anchor href={`mailto:${seeker.email}`}>{seeker.email}</Anchor>} />
            <LabeledValue label="Phone" value={seeker.phone ? <Anchor href={`tel:${seeker.phone}`}>{seeker.phone}</Anchor> : '—'} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Modal>
  );
}
