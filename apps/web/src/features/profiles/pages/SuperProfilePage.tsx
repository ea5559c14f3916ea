import { useQuery } from '@tanstack/react-query';
import { SimpleGrid, TextInput } from '@mantine/core';
import {
  PICTURE_RULES,
  PROFILE_MESSAGES,
  ROLE_LABELS,
  SuperAdminProfileFormSchema,
  profilesApi,
  type SuperAdminProfile,
  type SuperAdminProfileForm,
  type SuperAdminProfileUpdate,
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

const valuesOf = (p: SuperAdminProfile): SuperAdminProfileForm => ({ name: p.name, phone: p.phone ?? '' });

/** The super admin's own profile: name, phone and picture. */
export function SuperProfilePage() {
  const t = useT();
  const userId = useSession()?.userId ?? '';
  const profile = useQuery({
    ...endpointQuery(profilesApi.superAdminProfile, { params: { userId } }),
    enabled: !!userId,
  });
  return (
    <LoadedProfile query={profile} failed={t(PROFILE_MESSAGES.fetchFailed)}>
      {(saved) => <ProfileView userId={userId} saved={saved} />}
    </LoadedProfile>
  );
}

function ProfileView({ userId, saved }: { userId: string; saved: SuperAdminProfile }) {
  const t = useT();
  const send = (body: SuperAdminProfileUpdate) =>
    call(profilesApi.updateSuperAdminProfile, { params: { userId }, body });
  const save = useSaveProfile(profilesApi.superAdminProfile, userId, send);
  const upload = useSaveProfile(profilesApi.superAdminProfile, userId, send);
  const edit = useProfileEditing(saved);
  const { form, frame } = useProfileForm({
    saved,
    editing: edit,
    valuesOf,
    validate: validateWith(SuperAdminProfileFormSchema),
    save,
    toBody: (values) => values,
    role: 'superAdmin',
    messages: PROFILE_MESSAGES,
  });

  return (
    <ProfileLayout
      title={t(/*i18n*/ 'My Profile')}
      edit={edit}
      picture={
        <PictureUpload
          update={upload}
          failed={t(PROFILE_MESSAGES.pictureFailed)}
          value={saved.profilePicture}
          name={saved.name}
          rules={PICTURE_RULES.superAdmin}
        />
      }
      editor={
        <ProfileForm {...frame}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t(/*i18n*/ 'Name')} required autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label={t(/*i18n*/ 'Phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <TextInput
              label={t(/*i18n*/ 'Email')}
              value={saved.email}
              readOnly
              description={t(/*i18n*/ 'Your sign-in e-mail cannot be changed here.')}
            />
            <TextInput label={t(/*i18n*/ 'Role')} value={t(ROLE_LABELS[saved.role])} readOnly />
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
          <LabeledValue label={t(/*i18n*/ 'Email')} value={saved.email} />
          <LabeledValue label={t(/*i18n*/ 'Role')} value={t(ROLE_LABELS[saved.role])} />
          <LabeledValue label={t(/*i18n*/ 'User ID')} value={saved.userId} />
        </SimpleGrid>
      }
    />
  );
}
