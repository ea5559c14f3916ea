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
import { useT } from '../../../lib/i18n';

/** Add one student, or many at once from a CSV file (?tab=import). */
export function AddStudentPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'import' ? 'import' : 'one';
  return (
    <>
      <PageHeader title={t(/*i18n*/ 'Add Student')} />
      {/* Two buttons rather than tabs: each panel is a page of its own, kept in the address. */}
      <Group gap="xs" mb="md" role="group" aria-label={t(/*i18n*/ 'How to add')}>
        <Button
          variant={tab === 'one' ? 'filled' : 'default'}
          aria-pressed={tab === 'one'}
          onClick={() => setParams({}, { replace: true })}
        >
          {t(/*i18n*/ 'One student')}
        </Button>
        <Button
          variant={tab === 'import' ? 'filled' : 'default'}
          aria-pressed={tab === 'import'}
          onClick={() => setParams({ tab: 'import' }, { replace: true })}
        >
          {t(/*i18n*/ 'Import from CSV')}
        </Button>
      </Group>
      {tab === 'import' ? <ImportStudentsPanel /> : <OneStudent />}
    </>
  );
}

function OneStudent() {
  const t = useT();
  const next = useQuery(endpointQuery(studentsApi.nextAdmissionNumber));
  const add = useEndpointMutation(studentsApi.add, ...STUDENT_VIEWS);
  return (
    <>
      {next.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading')} />
      ) : (
        <StudentForm
          initial={emptyStudent(next.data?.admissionNumber ?? '')}
          submitLabel={t(/*i18n*/ 'Add Student')}
          saving={add.isPending}
          failedMessage={t(STUDENT_MESSAGES.addFailed)}
          onSubmit={(body, done) =>
            add.mutate(
              { body },
              {
                onSuccess: ({ student }) => {
                  notify({
                    color: 'teal',
                    message: t(/*i18n*/ '{message}: {name} ({admissionNumber})', {
                      message: t(STUDENT_MESSAGES.added),
                      name: student.name,
                      admissionNumber: student.admissionNumber,
                    }),
                  });
                  done.onSuccess();
                },
                onError: done.onError,
              },
            )
          }
          resetTo={() => emptyStudent('')}
        />
      )}
    </>
  );
}
