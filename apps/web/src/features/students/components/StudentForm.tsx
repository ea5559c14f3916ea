import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  classesApi,
  GENDER_LABELS,
  GENDERS,
  StudentFormSchema,
  type Student,
  type StudentForm as StudentValues,
  type StudentInput,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { endpointQuery } from '../../../lib/endpoint-query';
import { selectProps, showServerErrors, validateWith } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { sectionOptions } from './section-options';
import { DateField } from '../../../components/DateField';
import { useT } from '../../../lib/i18n';

const today = () => new Date().toISOString().slice(0, 10);

export const emptyStudent = (admissionNumber = ''): StudentValues => ({
  admissionNumber,
  name: '',
  gender: '',
  dob: '',
  sectionId: '',
  rollNumber: '',
  guardianName: '',
  guardianPhone: '',
  address: '',
  admissionDate: today(),
});

export const valuesOf = (s: Student): StudentValues => ({
  admissionNumber: s.admissionNumber,
  name: s.name,
  gender: s.gender,
  dob: s.dob,
  sectionId: s.sectionId,
  rollNumber: s.rollNumber ?? '',
  guardianName: s.guardianName,
  guardianPhone: s.guardianPhone,
  address: s.address ?? '',
  admissionDate: s.admissionDate,
});

interface StudentFormProps {
  initial: StudentValues;
  submitLabel: string;
  saving: boolean;
  failedMessage: string;
  /** Resolves when saved; the form resets for the next student when `resetAfter` is set. */
  onSubmit: (body: StudentInput, done: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
  resetTo?: () => StudentValues;
  /** Editing: the class the student sits in, so choosing another class says what that means (decision 016). */
  currentClassId?: string;
}

/** The student's fields of design section 6, checked by the contract's schema, with class and section from the current year. */
export function StudentForm({
  initial,
  submitLabel,
  saving,
  failedMessage,
  onSubmit,
  resetTo,
  currentClassId,
}: StudentFormProps) {
  const t = useT();
  const classes = useQuery(endpointQuery(classesApi.list));
  const form = useForm<StudentValues>({ initialValues: initial, validate: validateWith(StudentFormSchema) });
  const submit = form.onSubmit((values) =>
    onSubmit(StudentFormSchema.parse(values), {
      onSuccess: () => {
        if (resetTo) form.setValues(resetTo());
      },
      onError: (err) => void showServerErrors(form, err, failedMessage),
    }),
  );

  if (classes.isPending) return <Loading label={t(/*i18n*/ 'Loading classes')} />;
  if (classes.isError)
    return <LoadError message={t(/*i18n*/ 'Failed to load classes.')} onRetry={() => void classes.refetch()} />;
  const sections = sectionOptions(classes.data);
  const chosenClassId = classes.data.find((c) => c.sections.some((s) => s._id === form.values.sectionId))?._id;
  // An edit to another class is a correction from the admission; a change during the year is the dated move (the server refuses the edit once the student has one).
  const correcting = currentClassId !== undefined && chosenClassId !== undefined && chosenClassId !== currentClassId;

  return (
    <Paper withBorder radius="md" p="lg" maw={860}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t(/*i18n*/ 'Admission number')} required {...form.getInputProps('admissionNumber')} />
            <TextInput label={t(/*i18n*/ 'Name')} required autoComplete="off" {...form.getInputProps('name')} />
            <Select
              label={t(/*i18n*/ 'Gender')}
              required
              data={GENDERS.map((g) => ({ value: g, label: t(GENDER_LABELS[g]) }))}
              placeholder={t(/*i18n*/ 'Choose')}
              {...selectProps(form, 'gender')}
            />
            <DateField label={t(/*i18n*/ 'Date of birth')} required max={today()} {...form.getInputProps('dob')} />
            <Select
              label={t(/*i18n*/ 'Class and section')}
              required
              searchable
              data={sections}
              placeholder={
                sections.length ? t(/*i18n*/ 'Choose') : t(/*i18n*/ 'Add classes in the Class Manager first')
              }
              nothingFoundMessage={t(/*i18n*/ 'No such class')}
              {...selectProps(form, 'sectionId')}
              description={
                correcting ? (
                  t(
                    /*i18n*/ 'Another class here corrects the class from the admission date, with no class history. For a student who changed class during the year, use "Move to another class" with the day of the move.',
                  )
                ) : sections.length ? undefined : (
                  <Anchor component={Link} to={paths.settings.classManager} size="xs">
                    {t(/*i18n*/ 'Open the Class Manager')}
                  </Anchor>
                )
              }
            />
            <NumberInput
              label={t(/*i18n*/ 'Roll number')}
              min={1}
              max={9999}
              allowDecimal={false}
              {...form.getInputProps('rollNumber')}
            />
            <TextInput label={t(/*i18n*/ "Guardian's name")} required {...form.getInputProps('guardianName')} />
            <TextInput
              label={t(/*i18n*/ "Guardian's phone")}
              type="tel"
              required
              {...form.getInputProps('guardianPhone')}
            />
            <DateField label={t(/*i18n*/ 'Admission date')} required {...form.getInputProps('admissionDate')} />
          </SimpleGrid>
          <Textarea label={t(/*i18n*/ 'Address')} autosize minRows={2} {...form.getInputProps('address')} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
