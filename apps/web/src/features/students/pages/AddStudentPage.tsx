import { STUDENT_MESSAGES } from '@school-portal/contract';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useAddStudent } from '../api/add-student';
import { useNextAdmissionNumber } from '../api/next-admission-number';
import { emptyStudent, StudentForm } from '../components/StudentForm';

export function AddStudentPage() {
  const next = useNextAdmissionNumber();
  const add = useAddStudent();
  return (
    <>
      <PageHeader
        title="Add Student"
        description="The admission number is suggested as the next after the last one."
        actions={
          <Button component={Link} to={paths.instituteUser.importStudents} variant="default" leftSection={<IconFileImport size={16} />}>
            Import from CSV
          </Button>
        }
      />
      {next.isPending ? (
        <Loading label="Loading" />
      ) : (
        <StudentForm
          initial={emptyStudent(next.data?.admissionNumber ?? '')}
          submitLabel="Add Student"
          saving={add.isPending}
          failedMessage={STUDENT_MESSAGES.addFailed}
          onSubmit={(body, done) =>
            add.mutate(body, {
              onSuccess: ({ student }) => {
                notify({ color: 'teal', message: `${STUDENT_MESSAGES.added}: ${student.name} (${student.admissionNumber})` });
                done.onSuccess();
                void next.refetch();
              },
              onError: done.onError,
            })
          }
          resetTo={() => emptyStudent('')}
        />
      )}
    </>
  );
}
