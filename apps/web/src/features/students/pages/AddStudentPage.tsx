import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { STUDENT_MESSAGES, studentsApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { STUDENT_VIEWS } from '../api/student-views';
import { ImportStudentsPanel } from '../components/ImportStudentsPanel';
import { emptyStudent, StudentForm } from '../components/StudentForm';

/** Add one student, or many at once from a CSV file (?tab=import). */
export function AddStudentPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'import' ? 'import' : 'one';
  return (
    <>
      <PageHeader title="Add Student" />
      {/* Two buttons rather than tabs: each panel is a page of its own, kept in the address. */}
      <Group gap="xs" mb="md" role="group" aria-label="How to add">
        <Button variant={tab === 'one' ? 'filled' : 'default'} aria-pressed={tab === 'one'} onClick={() => setParams({}, { replace: true })}>
          One student
        </Button>
        <Button variant={tab === 'import' ? 'filled' : 'default'} aria-pressed={tab === 'import'} onClick={() => setParams({ tab: 'import' }, { replace: true })}>
          Import from CSV
        </Button>
      </Group>
      {tab === 'import' ? <ImportStudentsPanel /> : <OneStudent />}
    </>
  );
}

function OneStudent() {
  const next = useQuery(endpointQuery(studentsApi.nextAdmissionNumber));
  const add = useEndpointMutation(studentsApi.add, ...STUDENT_VIEWS);
  return (
    <>
      {next.isPending ? (
        <Loading label="Loading" />
      ) : (
        <StudentForm
          initial={emptyStudent(next.data?.admissionNumber ?? '')}
          submitLabel="Add Student"
          saving={add.isPending}
          failedMessage={STUDENT_MESSAGES.addFailed}
          onSubmit={(body, done) =>
            add.mutate({ body }, {
              onSuccess: ({ student }) => {
                notify({ color: 'teal', message: `${STUDENT_MESSAGES.added}: ${student.name} (${student.admissionNumber})` });
                done.onSuccess();
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
