import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  feesApi,
  IssueTcBodySchema,
  TC_MESSAGES,
  TC_PROMOTION,
  TC_PROMOTION_LABELS,
  transferCertificatesApi as tcApi,
  type IssueTcBody,
  type Student,
} from '@school-portal/contract';
import { DateField } from '../../../components/DateField';
import { callFile } from '../../../lib/api-file';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { formatRupees } from '../../../lib/format';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { useSession } from '../../../lib/session';
import { STUDENT_VIEWS } from '../api/student-views';
import { Dialog } from '../../../components/Dialog';

/**
 * Issues a TC: the particulars the register does not hold (parents, conduct, subjects), the day and reason of leaving
 * (from the register when they have left), then prints it. While dues stand only the institute admin may issue it,
 * with a reason the certificate's record keeps.
 */
export function IssueTcDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const t = useT();
  const isAdmin = useSession()?.role === 'instituteAdmin';
  const dues = useQuery(endpointQuery(feesApi.dues, { params: { studentId: student._id } }));
  const owed = dues.data ? dues.data.totalDue : 0;
  const issue = useEndpointMutation(tcApi.issue, tcApi.list, ...STUDENT_VIEWS);
  const form = useForm<IssueTcBody>({
    initialValues: {
      fatherName: student.guardianName,
      motherName: '',
      nationality: t(/*i18n*/ 'Indian'),
      leftOn: student.leftOn ?? new Date().toISOString().slice(0, 10),
      reason: student.leftReason ?? '',
      promoted: 'yes',
      conduct: t(/*i18n*/ 'Good'),
      subjects: '',
      overrideReason: '',
    },
    validate: validateWith(IssueTcBodySchema),
  });
  const submit = form.onSubmit((body) =>
    issue.mutate(
      { params: { studentId: student._id }, body },
      {
        onSuccess: (tc) => {
          notify({ color: 'teal', message: t(TC_MESSAGES.issued, { number: tc.number }) });
          onClose();
          void callFile(tcApi.pdf, { params: { tcId: tc._id } }).then((blob) =>
            saveBlob(blob, `transfer-certificate-${tc.number}.pdf`),
          );
        },
        onError: (err) => void showServerErrors(form, err, t(TC_MESSAGES.saveFailed)),
      },
    ),
  );
  return (
    <Dialog
      opened
      onClose={onClose}
      size="lg"
      title={t(/*i18n*/ 'Transfer certificate for {name}', { name: student.name })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {owed > 0 ? (
            <Alert color="yellow">
              {isAdmin
                ? t(/*i18n*/ '{amount} is still due. You may issue the certificate with a reason, which it keeps.', {
                    amount: formatRupees(owed),
                  })
                : t(
                    /*i18n*/ '{amount} is still due: collect it first, or ask the institute admin to issue the certificate.',
                    {
                      amount: formatRupees(owed),
                    },
                  )}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t(/*i18n*/ "Father's name")} required {...form.getInputProps('fatherName')} />
            <TextInput label={t(/*i18n*/ "Mother's name")} required {...form.getInputProps('motherName')} />
            <TextInput label={t(/*i18n*/ 'Nationality')} required {...form.getInputProps('nationality')} />
            <TextInput label={t(/*i18n*/ 'General conduct')} required {...form.getInputProps('conduct')} />
            <DateField
              label={t(/*i18n*/ 'Date of leaving the school')}
              required
              disabled={student.status === 'left'}
              {...form.getInputProps('leftOn')}
            />
            <Select
              label={t(/*i18n*/ 'Whether qualified for promotion to the higher class')}
              required
              data={TC_PROMOTION.map((value) => ({ value, label: t(TC_PROMOTION_LABELS[value]) }))}
              {...selectProps(form, 'promoted')}
            />
          </SimpleGrid>
          <TextInput
            label={t(/*i18n*/ 'Reason for leaving')}
            required
            disabled={student.status === 'left'}
            {...form.getInputProps('reason')}
          />
          <TextInput
            label={t(/*i18n*/ 'Subjects studied')}
            required
            placeholder={t(/*i18n*/ 'Tamil, English, Mathematics, Science, Social Science')}
            {...form.getInputProps('subjects')}
          />
          {owed > 0 && isAdmin ? (
            <Textarea
              label={t(/*i18n*/ 'Reason for issuing while dues stand')}
              required
              autosize
              minRows={2}
              {...form.getInputProps('overrideReason')}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" loading={issue.isPending} disabled={owed > 0 && !isAdmin}>
              {t(/*i18n*/ 'Issue and print')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
