import { useNavigate, useParams } from 'react-router';
import { STUDENT_MESSAGES } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { notify } from '../../../lib/notify';
import { routes } from '../../../lib/routes';
import { useStudent } from '../api/get-student';
import { useUpdateStudent } from '../api/update-student';
import { StudentForm, valuesOf } from '../components/StudentForm';

export function EditStudentPage() {
  const studentId = useParams().id ?? '';
  const student = useStudent(studentId);
  const update = useUpdateStudent(studentId);
  const navigate = useNavigate();
  if (student.isPending) return <Loading label="Loading student" />;
  if (student.isError) return <LoadError message={STUDENT_MESSAGES.notFound} onRetry={() => void student.refetch()} />;
  return (
    <>
      <PageHeader title={`Edit ${student.data.name}`} description={`Admission number ${student.data.admissionNumber}`} />
      <StudentForm
        initial={valuesOf(student.data)}
        submitLabel="Save"
        saving={update.isPending}
        failedMessage={STUDENT_MESSAGES.saveFailed}
        onSubmit={(body, done) =>
          update.mutate(body, {
            onSuccess: () => {
              notify({ color: 'teal', message: STUDENT_MESSAGES.saved });
              void navigate(routes.instituteUser.student.href(studentId));
            },
            onError: done.onError,
          })
        }
      />
    </>
  );
}
