import { useQuery } from '@tanstack/react-query';
import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import {
  DESIGNATIONS,
  InstituteUserProfileFormSchema,
  PICTURE_RULES,
  PROFILE_MESSAGES,
  profilesApi,
  type InstituteUserProfile,
  type InstituteUserProfileForm,
  type InstituteUserProfileUpdate,
  formatPhone,
} from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { call } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { validateWith } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useSaveProfile } from '../api/save-profile';
import { LoadedProfile } from '../components/LoadedProfile';
import { PictureUpload } from '../components/PictureUpload';
import { ProfileForm, ProfileLayout } from '../components/ProfileLayout';
import { useProfileEditing } from '../hooks/use-profile-editing';
import { useProfileForm } from '../hooks/use-profile-form';
import { useT } from '../../../lib/i18n';

const valuesOf = (p: InstituteUserProfile): InstituteUserProfileForm => ({
  name: p.name,
  phone: p.phone ?? '',
  designation: p.designation ?? '',
});

/** /instituteUserProfile: completed on the first sign-in (name, phone, designation), then viewed and edited. */
export function InstituteUserProfilePage() {
  const t = useT();
  const userId = useSession()?.userId ?? '';
  const profile = useQuery({
    ...endpointQuery(profilesApi.instituteUserProfile, { params: { userId } }),
    enabled: !!userId,
  });
  return (
    <LoadedProfile query={profile} failed={t(PROFILE_MESSAGES.fetchFailed)}>
      {(saved) => <ProfileView userId={userId} saved={saved} />}
    </LoadedProfile>
  );
}

function ProfileView({ userId, saved }: { userId: string; saved: InstituteUserProfile }) {
  const t = useT();
  const send = (body: InstituteUserProfileUpdate) =>
    call(profilesApi.updateInstituteUserProfile, { params: { userId }, body });
  const save = useSaveProfile(profilesApi.instituteUserProfile, userId, send);
  const upload = useSaveProfile(profilesApi.instituteUserProfile, userId, send);
  const edit = useProfileEditing(saved);
  const { form, frame } = useProfileForm({
    saved,
    editing: edit,
    valuesOf,
    validate: validateWith(InstituteUserProfileFormSchema),
    save,
    toBody: (values) => values,
    role: 'instituteUser',
    messages: PROFILE_MESSAGES,
  });

  return (
    <ProfileLayout
      title={t(/*i18n*/ 'My Profile')}
      description={t(/*i18n*/ 'Institute code {code}', { code: saved.instituteCode })}
      edit={edit}
      picture={
        <PictureUpload
          update={upload}
          failed={t(PROFILE_MESSAGES.pictureFailed)}
          value={saved.profilePicture}
          name={saved.name}
          rules={PICTURE_RULES.instituteUser}
        />
      }
      editor={
        <ProfileForm {...frame}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t(/*i18n*/ 'Name')} required autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label={t(/*i18n*/ 'Phone')}
              type="tel"
              required
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <Autocomplete
              label={t(/*i18n*/ 'Designation')}
              required
              placeholder={t(/*i18n*/ 'Accountant, Clerk, ...')}
              data={[...DESIGNATIONS]}
              {...form.getInputProps('designation')}
            />
            <TextInput
              label={t(/*i18n*/ 'Email')}
              value={saved.email}
              readOnly
              description={t(/*i18n*/ 'Your sign-in e-mail cannot be changed here.')}
            />
          </SimpleGrid>
        </ProfileForm>
      }
      details={
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabeledValue label={t(/*i18n*/ 'Name')} value={saved.name} />
          <LabeledValue
            label={t(/*i18n*/ 'Phone')}
            value={saved.phone ? formatPhone(saved.phone) : t(/*i18n*/ 'Not added')}
          />
          <LabeledValue label={t(/*i18n*/ 'Designation')} value={saved.designation ?? t(/*i18n*/ 'Not added')} />
          <LabeledValue label={t(/*i18n*/ 'Email')} value={saved.email} />
          <LabeledValue label={t(/*i18n*/ 'User ID')} value={saved.userId} />
        </SimpleGrid>
      }
    />
  );
}
