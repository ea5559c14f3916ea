import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  boardText,
  schoolTypeText,
  BOARDS,
  INSTITUTE_PROFILE_MESSAGES,
  InstituteProfileFormSchema,
  PICTURE_RULES,
  SCHOOL_TYPES,
  profilesApi,
  type InstituteProfile,
  type InstituteProfileForm,
  type InstituteProfileUpdate,
  formatPhone,
} from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { call } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { selectProps, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSaveProfile } from '../api/save-profile';
import { LoadedProfile } from '../components/LoadedProfile';
import { PictureInput } from '../components/PictureInput';
import { ProfileForm, ProfileLayout } from '../components/ProfileLayout';
import { useProfileEditing } from '../hooks/use-profile-editing';
import { useProfileForm } from '../hooks/use-profile-form';
import { useT } from '../../../lib/i18n';
import { stateOf } from '../../../lib/place';

const valuesOf = (p: InstituteProfile): InstituteProfileForm => ({
  instituteName: p.instituteName ?? '',
  affiliationNumber: p.affiliationNumber ?? '',
  schoolType: p.schoolType ?? '',
  board: p.board ?? '',
  state: p.state ?? '',
  district: p.district ?? '',
  address: p.address ?? '',
  contactPerson: p.contactPerson ?? '',
  phone: p.phone ?? '',
});

/** /instituteProfile: completed on the first sign-in, then viewed and edited; the logo goes with the save. */
export function InstituteProfilePage() {
  const t = useT();
  const userId = useSession()?.userId ?? '';
  const profile = useQuery({
    ...endpointQuery(profilesApi.instituteProfile, { params: { userId } }),
    enabled: !!userId,
  });
  return (
    <LoadedProfile query={profile} failed={t(INSTITUTE_PROFILE_MESSAGES.fetchFailed)}>
      {(saved) => <InstituteProfileView userId={userId} saved={saved} />}
    </LoadedProfile>
  );
}

function InstituteProfileView({ userId, saved }: { userId: string; saved: InstituteProfile }) {
  const t = useT();
  // The spec's multipart form: the picture is a file part of the save, chosen first and previewed.
  const save = useSaveProfile(profilesApi.instituteProfile, userId, (body: InstituteProfileUpdate) =>
    call(profilesApi.updateInstituteProfile, { params: { userId }, body }),
  );
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const edit = useProfileEditing(saved);
  const { form, frame } = useProfileForm({
    saved,
    editing: edit,
    valuesOf,
    validate: validateWith(InstituteProfileFormSchema),
    save,
    toBody: (values) => ({ ...values, ...(picture ? { profilePicture: picture.file } : {}) }),
    // The first complete save opens the portal: on to the dashboard.
    role: 'instituteAdmin',
    messages: INSTITUTE_PROFILE_MESSAGES,
    // Cancel restores the last saved values, the picture too (spec section 4).
    onReset: () => setPicture(null),
  });

  const name = saved.instituteName ?? saved.instituteCode;
  return (
    <ProfileLayout
      title={t(/*i18n*/ 'Institute Profile')}
      description={t(/*i18n*/ 'Institute code {code}', { code: saved.instituteCode })}
      width={820}
      edit={edit}
      picture={
        <PictureInput
          value={picture?.preview ?? saved.profilePicture}
          name={name}
          rules={PICTURE_RULES.institute}
          onPick={(file, preview) => {
            setPicture({ file, preview });
            edit.setEditing(true);
          }}
          onReject={(message) => notify({ color: 'red', message })}
        />
      }
      editor={
        <ProfileForm {...frame}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t(/*i18n*/ 'Institute name')}
              required
              autoComplete="organization"
              {...form.getInputProps('instituteName')}
            />
            <TextInput label={t(/*i18n*/ 'Affiliation number')} required {...form.getInputProps('affiliationNumber')} />
            <Select
              label={t(/*i18n*/ 'School type')}
              placeholder={t(/*i18n*/ 'Select school type')}
              required
              data={SCHOOL_TYPES.map((type) => ({ value: type, label: schoolTypeText(type, t) }))}
              {...selectProps(form, 'schoolType')}
            />
            <Select
              label={t(/*i18n*/ 'Board')}
              placeholder={t(/*i18n*/ 'Select board')}
              required
              data={BOARDS.map((board) => ({ value: board, label: boardText(board, t) }))}
              {...selectProps(form, 'board')}
            />
            <StateDistrictFields form={form} required />
            <TextInput
              label={t(/*i18n*/ 'Contact person')}
              required
              autoComplete="name"
              {...form.getInputProps('contactPerson')}
            />
            <TextInput
              label={t(/*i18n*/ 'Phone')}
              type="tel"
              required
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t(/*i18n*/ 'Email')}
              value={saved.email}
              readOnly
              description={t(/*i18n*/ "The institute admin's sign-in e-mail; it cannot be changed here.")}
            />
          </SimpleGrid>
          <Textarea label={t(/*i18n*/ 'Address')} required autosize minRows={2} {...form.getInputProps('address')} />
        </ProfileForm>
      }
      details={
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabeledValue label={t(/*i18n*/ 'Institute name')} value={saved.instituteName} />
          <LabeledValue label={t(/*i18n*/ 'Affiliation number')} value={saved.affiliationNumber} />
          <LabeledValue
            label={t(/*i18n*/ 'School type')}
            value={saved.schoolType ? schoolTypeText(saved.schoolType, t) : null}
          />
          <LabeledValue label={t(/*i18n*/ 'Board')} value={saved.board ? boardText(saved.board, t) : null} />
          <LabeledValue label={t(/*i18n*/ 'State')} value={saved.state ? stateOf(saved.state) : null} />
          <LabeledValue label={t(/*i18n*/ 'District')} value={saved.district} />
          <LabeledValue label={t(/*i18n*/ 'Contact person')} value={saved.contactPerson} />
          <LabeledValue label={t(/*i18n*/ 'Phone')} value={saved.phone && formatPhone(saved.phone)} />
          <LabeledValue label={t(/*i18n*/ 'Email')} value={saved.email} />
          <LabeledValue label={t(/*i18n*/ 'Address')} value={saved.address} />
        </SimpleGrid>
      }
    />
  );
}
