import { SimpleGrid, TextInput } from '@mantine/core';
import type { JobseekerFormApi } from './jobseeker-form';
import { ProfileRows } from './ProfileRows';

/** The schools she taught at, with their months (an empty "To": she works there now). */
export function WorkHistoryFields({ form }: { form: JobseekerFormApi }) {
  return (
    <ProfileRows
      title="Work history"
      description="Schools you taught at, latest first."
      noun="School"
      count={form.getValues().workHistory?.length ?? 0}
      onAdd={() => form.insertListItem('workHistory', { school: '', role: '', from: '', to: '' })}
      onRemove={(i) => form.removeListItem('workHistory', i)}
    >
      {(i) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="School" placeholder="Sadvidya High School, Mysuru" required {...form.getInputProps(`workHistory.${i}.school`)} />
          <TextInput label="Role" placeholder="TGT Mathematics" {...form.getInputProps(`workHistory.${i}.role`)} />
          <TextInput label="From" type="month" placeholder="YYYY-MM" required {...form.getInputProps(`workHistory.${i}.from`)} />
          <TextInput label="To" type="month" placeholder="YYYY-MM" description="Leave empty if you work there now." {...form.getInputProps(`workHistory.${i}.to`)} />
        </SimpleGrid>
      )}
    </ProfileRows>
  );
}
