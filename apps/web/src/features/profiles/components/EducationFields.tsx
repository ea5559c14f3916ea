import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { JobseekerFormApi } from './jobseeker-form';
import { ProfileRows } from './ProfileRows';

/** The degrees she holds: added, changed and removed here, saved with the profile. */
export function EducationFields({ form }: { form: JobseekerFormApi }) {
  return (
    <ProfileRows
      title="Education"
      description="Degrees and diplomas schools hire on, e.g. B.Sc and B.Ed."
      noun="Degree"
      count={form.getValues().education?.length ?? 0}
      onAdd={() => form.insertListItem('education', { degree: '', subject: '', university: '', year: '' })}
      onRemove={(i) => form.removeListItem('education', i)}
    >
      {(i) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Degree" placeholder="B.Ed, M.Sc…" required {...form.getInputProps(`education.${i}.degree`)} />
          <TextInput label="Subject" placeholder="Mathematics" {...form.getInputProps(`education.${i}.subject`)} />
          <TextInput label="University or college" placeholder="University of Mysore" {...form.getInputProps(`education.${i}.university`)} />
          <NumberInput label="Year" placeholder="e.g. 2014" min={1950} allowDecimal={false} allowNegative={false} {...form.getInputProps(`education.${i}.year`)} />
        </SimpleGrid>
      )}
    </ProfileRows>
  );
}
