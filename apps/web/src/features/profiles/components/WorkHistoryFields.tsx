import { SimpleGrid, TextInput } from '@mantine/core';
import type { JobseekerFormApi } from './jobseeker-form';
import { ProfileRows } from './ProfileRows';
import { useT } from '../../../lib/i18n';

/** The schools she taught at, with their months (an empty "To": she works there now). */
export function WorkHistoryFields({ form }: { form: JobseekerFormApi }) {
  const t = useT();
  return (
    <ProfileRows
      title={t(/*i18n*/ 'Work history')}
      description={t(/*i18n*/ 'Schools you taught at, latest first.')}
      noun={t(/*i18n*/ 'School')}
      count={form.getValues().workHistory?.length ?? 0}
      onAdd={() => form.insertListItem('workHistory', { school: '', role: '', from: '', to: '' })}
      onRemove={(i) => form.removeListItem('workHistory', i)}
    >
      {(i) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t(/*i18n*/ 'School')}
            placeholder={t(/*i18n*/ 'Sadvidya High School, Mysuru')}
            required
            {...form.getInputProps(`workHistory.${i}.school`)}
          />
          <TextInput
            label={t(/*i18n*/ 'Role')}
            placeholder={t(/*i18n*/ 'TGT Mathematics')}
            {...form.getInputProps(`workHistory.${i}.role`)}
          />
          <TextInput
            label={t(/*i18n*/ 'From')}
            type="month"
            placeholder={t(/*i18n*/ 'YYYY-MM')}
            required
            {...form.getInputProps(`workHistory.${i}.from`)}
          />
          <TextInput
            label={t(/*i18n*/ 'To')}
            type="month"
            placeholder={t(/*i18n*/ 'YYYY-MM')}
            description={t(/*i18n*/ 'Leave empty if you work there now.')}
            {...form.getInputProps(`workHistory.${i}.to`)}
          />
        </SimpleGrid>
      )}
    </ProfileRows>
  );
}
