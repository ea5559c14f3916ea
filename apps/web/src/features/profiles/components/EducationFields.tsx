import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { JobseekerFormApi } from './jobseeker-form';
import { ProfileRows } from './ProfileRows';
import { useT } from '../../../lib/i18n';

/** The degrees she holds: added, changed and removed here, saved with the profile. */
export function EducationFields({ form }: { form: JobseekerFormApi }) {
  const t = useT();
  return (
    <ProfileRows
      title={t('Education')}
      description={t('Degrees and diplomas schools hire on, e.g. B.Sc and B.Ed.')}
      noun={t('Degree')}
      count={form.getValues().education?.length ?? 0}
      onAdd={() => form.insertListItem('education', { degree: '', subject: '', university: '', year: '' })}
      onRemove={(i) => form.removeListItem('education', i)}
    >
      {(i) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('Degree')}
            placeholder={t('B.Ed, M.Sc…')}
            required
            {...form.getInputProps(`education.${i}.degree`)}
          />
          <TextInput
            label={t('Subject')}
            placeholder={t('Mathematics')}
            {...form.getInputProps(`education.${i}.subject`)}
          />
          <TextInput
            label={t('University or college')}
            placeholder={t('University of Mysore')}
            {...form.getInputProps(`education.${i}.university`)}
          />
          <NumberInput
            label={t('Year')}
            placeholder={t('e.g. 2014')}
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
