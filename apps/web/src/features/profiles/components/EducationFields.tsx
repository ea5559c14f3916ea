import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { JobseekerFormApi } from './jobseeker-form';
import { ProfileRows } from './ProfileRows';
import { useT } from '../../../lib/i18n';

/** The degrees she holds: added, changed and removed here, saved with the profile. */
export function EducationFields({ form }: { form: JobseekerFormApi }) {
  const t = useT();
  return (
    <ProfileRows
      title={t(/*i18n*/ 'Education')}
      description={t(/*i18n*/ 'Degrees and diplomas schools hire on, e.g. B.Sc and B.Ed.')}
      noun={t(/*i18n*/ 'Degree')}
      count={form.getValues().education?.length ?? 0}
      onAdd={() => form.insertListItem('education', { degree: '', subject: '', university: '', year: '' })}
      onRemove={(i) => form.removeListItem('education', i)}
    >
      {(i) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t(/*i18n*/ 'Degree')}
            placeholder={t(/*i18n*/ 'B.Ed, M.Sc…')}
            required
            {...form.getInputProps(`education.${i}.degree`)}
          />
          <TextInput
            label={t(/*i18n*/ 'Subject')}
            placeholder={t(/*i18n*/ 'Mathematics')}
            {...form.getInputProps(`education.${i}.subject`)}
          />
          <TextInput
            label={t(/*i18n*/ 'University or college')}
            placeholder={t(/*i18n*/ 'University of Mysore')}
            {...form.getInputProps(`education.${i}.university`)}
          />
          <NumberInput
            label={t(/*i18n*/ 'Year')}
            placeholder={t(/*i18n*/ 'e.g. 2014')}
            min={1950}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`education.${i}.year`)}
          />
        </SimpleGrid>
      )}
    </ProfileRows>
  );
}
