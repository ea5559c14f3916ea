import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import {
  AddInstituteUserFormSchema,
  INSTITUTE_USER_MESSAGES,
  instituteUsersApi,
  type AddInstituteUserForm,
} from '@school-portal/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeader } from '../../../components/PageHeader';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { hasFieldErrors, showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n';

const EMPTY: AddInstituteUserForm = { userId: '', name: '', email: '', password: '' };

/** Add New Institute User: the institute code is the admin's own and cannot be changed. */
export function AddUserPage() {
  const t = useT();
  const instituteCode = useSession()?.instituteCode ?? '';
  const add = useEndpointMutation(instituteUsersApi.add, instituteUsersApi.list);
  const navigate = useNavigate();
  const form = useForm<AddInstituteUserForm>({
    initialValues: EMPTY,
    validate: validateWith(AddInstituteUserFormSchema),
  });

  const submit = form.onSubmit((values) =>
    add.mutate(
      { body: { ...values, role: 'instituteUser', instituteCode } },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(INSTITUTE_USER_MESSAGES.added) });
          form.reset();
          void navigate(paths.instituteAdmin.manageUsers);
        },
        onError: (err) => void showServerErrors(form, err, t(INSTITUTE_USER_MESSAGES.addFailed)),
      },
    ),
  );

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Add New Institute User')}
        description={t(
          /*i18n*/ 'Office staff sign in with the user ID or e-mail and the password you give them, as soon as you add them.',
        )}
      />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {/* Like registration: a refusal that is not about one field stays above the form as well as in the toast. */}
            <ErrorAlert
              error={add.isError && !hasFieldErrors(add.error) ? add.error : null}
              fallback={t(INSTITUTE_USER_MESSAGES.addFailed)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t(/*i18n*/ 'User ID')}
                required
                autoComplete="off"
                description={t(/*i18n*/ 'Letters, digits, dot, hyphen or underscore')}
                {...form.getInputProps('userId')}
              />
              <TextInput label={t(/*i18n*/ 'Name')} required autoComplete="off" {...form.getInputProps('name')} />
              <TextInput
                label={t(/*i18n*/ 'Email')}
                type="email"
                required
                autoComplete="off"
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label={t(/*i18n*/ 'Password')}
                required
                autoComplete="new-password"
                description={t(/*i18n*/ 'At least 8 characters')}
                {...form.getInputProps('password')}
              />
              <TextInput
                label={t(/*i18n*/ 'Institute Code')}
                value={instituteCode}
                readOnly
                description={t(/*i18n*/ "Your institute's code")}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} leftSection={<IconUserPlus size={16} />}>
                {t(/*i18n*/ 'Add User')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
