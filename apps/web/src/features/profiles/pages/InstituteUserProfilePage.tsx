import { Autocomplete, Button, Divider, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DESIGNATIONS, InstituteUserProfileFormSchema, PICTURE_RULES, PROFILE_MESSAGES, type InstituteUserProfile, type InstituteUserProfileForm } from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { PageHeader } from '../../../components/PageHeader';
import { validateWith } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useInstituteUserProfile, useUpdateInstituteUserProfile } from '../api/institute-user-profile';
import { CompleteProfileNotice } from '../components/CompleteProfileNotice';
import { LoadedProfile } from '../components/LoadedProfile';
import { PictureInput } from '../components/PictureInput';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { useProfileForm } from '../hooks/use-profile-form';

const valuesOf = (p: InstituteUserProfile): InstituteUserProfileForm => ({ name: p.name, phone: p.phone ?? '', designation: p.designation ?? '' });

/** /instituteUserProfile: completed on the first sign-in (name, phone, designation), then viewed and edited. */
export function InstituteUserProfilePage() {
  const userId = useSession()?.userId ?? '';
  return (
    <LoadedProfile query={useInstituteUserProfile(userId)} failed={PROFILE_MESSAGES.fetchFailed}>
      {(saved) => <ProfileView userId={userId} saved={saved} />}
    </LoadedProfile>
  );
}

function ProfileView({ userId, saved }: { userId: string; saved: InstituteUserProfile }) {
  const update = useUpdateInstituteUserProfile(userId);
  const { form, editing, setEditing, cancel, submit } = useProfileForm({
    saved,
    valuesOf,
    validate: validateWith(InstituteUserProfileFormSchema),
    save: update,
    toBody: (values: InstituteUserProfileForm) => values,
    role: 'instituteUser',
    messages: PROFILE_MESSAGES,
  });
  const picture = usePictureUpload(update, PROFILE_MESSAGES.pictureFailed);

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
