import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { CLASS_MESSAGES, classesApi } from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { endpointQuery, useEndpointMutation } from '../../../lib/endpoint-query';
import { notify } from '../../../lib/notify';
import { AddClassForm } from '../components/AddClassForm';
import { ClassCard } from '../components/ClassCard';
import { YearBar } from '../components/YearBar';
import { useT } from '../../../lib/i18n';

/** Settings - Class Manager: academic years, their classes in order, and each class's sections. */
export function ClassManagerPage() {
  const t = useT();
  const years = useQuery(endpointQuery(classesApi.years));
  const [chosen, setChosen] = useState<string | null>(null);
  const year =
    years.data?.find((y) => y._id === chosen) ?? years.data?.find((y) => y.isCurrent) ?? years.data?.[0] ?? null;
  const classes = useQuery({
    ...endpointQuery(classesApi.list, { query: { academicYearId: year?._id } }),
    enabled: !!year,
  });
  const standard = useEndpointMutation(classesApi.addStandard, classesApi.list);

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Class Manager')}
        description={t(
          /*i18n*/ 'An academic year runs twelve months from the month the school chooses (April unless told otherwise). Students sit in a section of a class of the current year.',
        )}
      />
      {years.isPending ? (
        <Loading label={t(/*i18n*/ 'Loading academic years')} />
      ) : years.isError ? (
        <LoadError message={t(CLASS_MESSAGES.loadFailed)} onRetry={() => void years.refetch()} />
      ) : (
        <Stack>
          <YearBar years={years.data} selected={year} onSelect={setChosen} />
          {!year ? (
            <Text c="dimmed">{t(CLASS_MESSAGES.noYear)}</Text>
          ) : classes.isPending ? (
            <Loading label={t(/*i18n*/ 'Loading classes')} />
          ) : classes.isError ? (
            <LoadError message={t(CLASS_MESSAGES.loadFailed)} onRetry={() => void classes.refetch()} />
          ) : (
            <>
              <AddClassForm academicYearId={year._id} />
              {classes.data.length === 0 ? (
                <Group justify="space-between" wrap="wrap">
                  <Text c="dimmed">{t(CLASS_MESSAGES.empty)}</Text>
                </Group>
              ) : null}
              {classes.data.length < 15 ? (
                <Group>
                  <Button
                    variant="default"
                    leftSection={<IconListNumbers size={16} />}
                    loading={standard.isPending}
                    onClick={() =>
                      standard.mutate(
                        { body: { academicYearId: year._id } },
                        {
                          onSuccess: () => notify({ color: 'teal', message: t(CLASS_MESSAGES.classesAdded) }),
                          onError: (err) =>
                            notify({ color: 'red', message: errorMessage(err, t(CLASS_MESSAGES.saveFailed)) }),
                        },
                      )
                    }
                  >
                    {t(/*i18n*/ 'Add Nursery to Class 12')}
                  </Button>
                </Group>
              ) : null}
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
                {classes.data.map((c) => (
                  <ClassCard key={c._id} schoolClass={c} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      )}
    </>
  );
}
