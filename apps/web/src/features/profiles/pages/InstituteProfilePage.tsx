import { useState } from 'react';
import { Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  BOARDS,
  INSTITUTE_PROFILE_MESSAGES,
  InstituteProfileFormSchema,
  PICTURE_RULES,
  SCHOOL_TYPES,
  stateName,
  type InstituteProfile,
  type InstituteProfileForm,
} from '@school-portal/contract';
import { LabeledValue } from '../../../components/LabeledValue';
import { PageHeader } from '../../../components/PageHeader';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { selectProps, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useInstituteProfile, useUpdateInstituteProfile } from '../api/institute-profile';
import { CompleteProfileNotice } from '../components/CompleteProfileNotice';
import { LoadedProfile } from '../components/LoadedProfile';
import { PictureInput } from '../components/PictureInput';
import { useProfileForm } from '../hooks/use-profile-form';

type Values = Record<keyof InstituteProfileForm, string>;

const FIELDS: (keyof Values)[] = ['instituteName', 'affiliationNumber', 'schoolType', 'board', 'state', 'district', 'address', 'contactPerson', 'phone'];
const valuesOf = (p: InstituteProfile): Values => Object.fromEntries(FIELDS.map((f) => [f, p[f] ?? ''])) as Values;

export function InstituteProfilePage() {
  const userId = useSession()?.userId ?? '';
  return (
    <LoadedProfile query={useInstituteProfile(userId)} failed={INSTITUTE_PROFILE_MESSAGES.fetchFailed}>
      {(saved) => <InstituteProfileView userId={userId} saved={saved} />}
    </LoadedProfile>
  );
}

function InstituteProfileView({ userId, saved }: { userId: string; saved: InstituteProfile }) {
  const update = useUpdateInstituteProfile(userId);
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const editor = useProfileForm({
    saved,
    valuesOf,
    validate: validateWith(InstituteProfileFormSchema),
    save: update,
    toBody: (values) => ({ ...(values as InstituteProfileForm), ...(picture ? { profilePicture: picture.file } : {}) }),
    // The first complete save opens the portal: on to the dashboard.
    role: 'instituteAdmin',
    messages: INSTITUTE_PROFILE_MESSAGES,
    onSaved: () => {
      editor.form.resetDirty();
      setPicture(null);
    },
  });
  const { form, editing, setEditing, submit } = editor;

  // Cancel restores the last saved values (spec section 4).
  const cancel = () => {
    editor.cancel();
    setPicture(null);
  };

  const name = saved.instituteName ?? saved.instituteCode;
  return (
    <>
      <PageHeader
        title="Institute Profile"
        description={`Institute code ${saved.instituteCode}`}
        actions={
          editing ? null : (
            <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )
        }
      />
      {saved.isProfileCompleted ? null : <CompleteProfileNotice />}
      <Paper withBorder radius="md" p="lg" maw={820}>
        {editing ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              <PictureInput
                value={picture?.preview ?? saved.profilePicture}
                name={name}
                rules={PICTURE_RULES.institute}
                onPick={(file, preview) => setPicture({ file, preview })}
                onReject={(message) => notify({ color: 'red', message })}
              />
              <Divider />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Institute name" required autoComplete="organization" {...form.getInputProps('instituteName')} />
                <TextInput label="Affiliation number" required {...form.getInputProps('affiliationNumber')} />
                <Select label="School type" placeholder="Select school type" required data={SCHOOL_TYPES} {...selectProps(form, 'schoolType')} />
                <Select label="Board" placeholder="Select board" required data={BOARDS} {...selectProps(form, 'board')} />
                <StateDistrictFields form={form} required />
                <TextInput label="Contact person" required autoComplete="name" {...form.getInputProps('contactPerson')} />
                <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
                <TextInput label="Email" value={saved.email} readOnly description="The institute admin's sign-in e-mail; it cannot be changed here." />
              </SimpleGrid>
              <Textarea label="Address" required autosize minRows={2} {...form.getInputProps('address')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={cancel} disabled={update.isPending}>
                  Cancel
                </Button>
                <Button type="submit" loading={update.isPending}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack>
            <PictureInput
              value={saved.profilePicture}
              name={name}
              rules={PICTURE_RULES.institute}
              onPick={(file, preview) => {
                setPicture({ file, preview });
                setEditing(true);
              }}
              onReject={(message) => notify({ color: 'red', message })}
            />
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <LabeledValue label="Institute name" value={saved.instituteName} />
              <LabeledValue label="Affiliation number" value={saved.affiliationNumber} />
              <LabeledValue label="School type" value={saved.schoolType} />
              <LabeledValue label="Board" value={saved.board} />
              <LabeledValue label="State" value={saved.state ? stateName(saved.state) : null} />
              <LabeledValue label="District" value={saved.district} />
              <LabeledValue label="Contact person" value={saved.contactPerson} />
              <LabeledValue label="Phone" value={saved.phone} />
              <LabeledValue label="Email" value={saved.email} />
              <LabeledValue label="Address" value={saved.address} />
            </SimpleGrid>
          </Stack>
        )}
      </Paper>
    </>
  );
}
