import { SimpleGrid, TextInput } from '@mantine/core';
import type { JobseekerFormApi } from './jobseeker-form';
import { ProfileRows } from './ProfileRows';
import { useT } from '../../../lib/i18n';

/** The schools she taught at, with their months (an empty "To": she works there now). */
export function WorkHistoryFields({ form }: { form: JobseekerFormApi }) {
  const t = useT();
  return (
    <ProfileRows
      title={t('Work history')}
      description={t('Schools you taught at, latest first.')}
      noun={t('School')}
      count={form.getValues().workHistory?.length ?? 0}
      onAdd={() => form.insertListItem('workHistory', { school: '', role: '', from: '', to: '' })}
      onRemove={(i) => form.removeListItem('workHistory', i)}
    >
      {(i) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('School')}
            placeholder={t('Sadvidya High School, Mysuru')}
            required
            {...form.getInputProps(`workHistory.${i}.school`)}
          />
          <TextInput
            label={t('Role')}
            placeholder={t('TGT Mathematics')}
            {...form.getInputProps(`workHistory.${i}.role`)}
          />
          <TextInput
            label={t('From')}
            type="month"
            placeholder={t('YYYY-MM')}
            required
            {...form.getInputProps(`workHistory.${i}.from`)}
          />
          <TextInput
            label={t('To')}
            type="month"
            placeholder={t('YYYY-MM')}
            description={t('Leave empty if you work there now.')}
            {...form.getInputProps(`workHistory.${i}.to`)}
          />
        </SimpleGrid>
      )}
    </ProfileRows>
  );
}
