import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Autocomplete, Button, Divider, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { DESIGNATIONS, InstituteUserProfileFormSchema, PICTURE_RULES, PROFILE_MESSAGES, type InstituteUserProfile, type InstituteUserProfileForm } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api-client';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { dashboardOf } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { useInstituteUserProfile, useUpdateInstituteUserProfile } from '../api/institute-user-profile';
import { CompleteProfileNotice } from '../components/CompleteProfileNotice';
import { PictureInput } from '../components/PictureInput';

const valuesOf = (p: InstituteUserProfile): InstituteUserProfileForm => ({ name: p.name, phone: p.phone ?? '', designation: p.designation ?? '' });
const errorToast = (message: string) => notify({ color: 'red', message, autoClose: 6000 });

/** /instituteUserProfile: completed on the first sign-in (name, phone, designation), then viewed and edited. */
export function InstituteUserProfilePage() {
  const userId = useSession()?.userId ?? '';
  const profile = useInstituteUserProfile(userId);
  if (profile.isPending) return <Loading label="Loading profile" />;
  if (profile.isError) return <LoadError message={PROFILE_MESSAGES.fetchFailed} onRetry={() => void profile.refetch()} />;
  return <ProfileView userId={userId} saved={profile.data} />;
}

function ProfileView({ userId, saved }: { userId: string; saved: InstituteUserProfile }) {
  const update = useUpdateInstituteUserProfile(userId);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(!saved.isProfileCompleted);
  const [pictureSavedAt, setPictureSavedAt] = useState<number | null>(null);
  const form = useForm<InstituteUserProfileForm>({ initialValues: valuesOf(saved), validate: validateWith(InstituteUserProfileFormSchema) });

  const cancel = () => {
    form.setValues(valuesOf(saved));
    form.clearErrors();
    setEditing(false);
  };

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ profile }) => {
        notify({ color: 'teal', message: PROFILE_MESSAGES.updated });
        form.setValues(valuesOf(profile));
        setEditing(false);
        if (!saved.isProfileCompleted) void navigate(dashboardOf('instituteUser'));
      },
      onError: (err) => void showServerErrors(form, err, PROFILE_MESSAGES.updateFailed),
    }),
  );

  const uploadPicture = (dataUrl: string) =>
    update.mutate(
      { profilePicture: dataUrl },
      {
        onSuccess: () => setPictureSavedAt(Date.now()),
        onError: (err) => errorToast(err instanceof ApiError && err.status === 400 ? err.message : PROFILE_MESSAGES.pictureFailed),
      },
    );

  return (
    <>
      {saved.isProfileCompleted ? null : <CompleteProfileNotice />}
      <PageHeader
        title="My Profile"
        description={`Institute code ${saved.instituteCode}`}
        actions={
          editing ? null : (
            <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
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
            rules={PICTURE_RULES.instituteUser}
            saving={update.isPending && update.variables?.profilePicture !== undefined}
            savedAt={pictureSavedAt}
            onPick={(_file, dataUrl) => uploadPicture(dataUrl)}
            onReject={errorToast}
          />
          <Divider />
          {editing ? (
            <form onSubmit={submit} noValidate>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
                  <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
                  <Autocomplete label="Designation" required placeholder="Accountant, Clerk, ..." data={[...DESIGNATIONS]} {...form.getInputProps('designation')} />
                  <TextInput label="Email" value={saved.email} readOnly description="Your sign-in e-mail cannot be changed here." />
                </SimpleGrid>
                <Group justify="flex-end">
                  {saved.isProfileCompleted ? (
                    <Button variant="default" onClick={cancel}>
                      Cancel
                    </Button>
                  ) : null}
                  <Button type="submit" loading={update.isPending && update.variables?.designation !== undefined}>
                    Save
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <LabeledValue label="Name" value={saved.name} />
              <LabeledValue label="Phone" value={saved.phone ?? 'Not added'} />
              <LabeledValue label="Designation" value={saved.designation ?? 'Not added'} />
              <LabeledValue label="Email" value={saved.email} />
              <LabeledValue label="User ID" value={saved.userId} />
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
    </>
  );
}
