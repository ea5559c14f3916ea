import { useState } from 'react';
import { Alert, Button, Divider, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { IconPencil } from '@tabler/icons-react';
import { PICTURE_RULES, ROLE_LABELS, SuperAdminProfileUpdateSchema } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { PageHeader } from '../../../components/PageHeader';
import { showServerErrors } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useSuperAdminProfile, useUpdateSuperAdminProfile } from '../api/super-admin-profile';
import { PictureInput } from '../components/PictureInput';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';

export function SuperProfilePage() {
  const userId = useSession()?.userId ?? '';
  const profile = useSuperAdminProfile(userId);
  const update = useUpdateSuperAdminProfile(userId);
  const [editing, setEditing] = useState(false);
  const picture = usePictureUpload(update, 'Failed to update profile picture.');
  const form = useForm({ initialValues: { name: '', phone: '' }, validate: schemaResolver(SuperAdminProfileUpdateSchema, { sync: true }) });

  if (!userId) return <Alert color="red">User ID not found.</Alert>;
  if (profile.isPending) return <Loading label="Loading profile" />;
  if (profile.isError)
    return <LoadError message="Failed to fetch profile." onRetry={() => void profile.refetch()} />;
  const saved = profile.data;

  const startEditing = () => {
    form.setValues({ name: saved.name, phone: saved.phone ?? '' });
    form.clearErrors();
    setEditing(true);
  };

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify({ color: 'teal', message: 'Profile updated successfully!' });
        setEditing(false);
      },
      onError: (err) => void showServerErrors(form, err, 'Update failed. Please try again.'),
    }),
  );

  return (
    <>
      <PageHeader
        title="My Profile"
        actions={
          editing ? null : (
            <Button leftSection={<IconPencil size={16} />} onClick={startEditing}>
              Edit Profile
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack>
          <PictureInput
            value={saved.profilePicture}
            name={saved.name}
            rules={PICTURE_RULES.superAdmin}
            saving={picture.saving}
            savedAt={picture.savedAt}
            onPick={(_file, dataUrl) => picture.upload(dataUrl)}
            onReject={picture.reject}
          />
          <Divider />
          {editing ? (
            <form onSubmit={submit} noValidate>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
                  <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
                  <TextInput label="Email" value={saved.email} readOnly description="Your sign-in e-mail cannot be changed here." />
                  <TextInput label="Role" value={ROLE_LABELS[saved.role]} readOnly />
                </SimpleGrid>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setEditing(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={update.isPending}>
                    Save
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <LabeledValue label="Name" value={saved.name} />
              <LabeledValue label="Phone" value={saved.phone ?? 'Not added'} />
              <LabeledValue label="Email" value={saved.email} />
              <LabeledValue label="Role" value={ROLE_LABELS[saved.role]} />
              <LabeledValue label="User ID" value={saved.userId} />
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
    </>
  );
}
