import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy, IconLink, IconUnlink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  FAMILY_MESSAGES,
  familiesApi,
  feeReportsApi,
  feesApi,
  guardianFeesApi,
  studentsApi,
  type FamilyChild,
} from '@school-portal/contract';
import { call, errorMessage } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';

/** One line of a child: their name (a link to their page), class and date of birth. */
function ChildLine({ child, self }: { child: FamilyChild; self: boolean }) {
  const t = useT();
  const place = [child.className, child.sectionName].filter(Boolean).join(' ');
  return (
    <Text size="sm">
      {self ? (
        <strong>{child.name}</strong>
      ) : (
        <Anchor component={Link} to={hrefOf(paths.instituteUser.student, child._id)} fw={600}>
          {child.name}
        </Anchor>
      )}{' '}
      · {place ? `${place} · ` : ''}
      {t(/*i18n*/ 'born {date}', { date: formatDate(child.dob) })}
    </Text>
  );
}

/**
 * Brothers and sisters (decision 037): the family the student is in, eldest first (the order the sibling concession
 * counts), students whose guardian has the same phone to link in one click, any other student by search, and the
 * family's one fee page link for the guardian.
 */
export function FamilyPanel({ studentId }: { studentId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const familyQuery = endpointQuery(familiesApi.ofStudent, { params: { studentId } });
  const family = useQuery(familyQuery);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const found = useQuery({
    ...endpointQuery(studentsApi.list, { query: { q, status: 'active', limit: 10 } }),
    enabled: q.trim().length >= 2,
  });
  const familyId = family.data?.family?._id;
  const link = useQuery({
    ...endpointQuery(guardianFeesApi.familyLink, { params: { familyId: familyId ?? '' } }),
    enabled: Boolean(familyId),
  });
  // Linking changes what a second child is charged (the sibling concession): the counter and the reports read it afresh.
  const done = (message: string) => () => {
    notify({ color: 'teal', message });
    setSearch('');
    void invalidate(queryClient, familiesApi.ofStudent, ...Object.values(feesApi), ...Object.values(feeReportsApi));
  };
  const failed = (err: unknown) => notify({ color: 'red', message: errorMessage(err, t(FAMILY_MESSAGES.notInFamily)) });
  const linkSibling = useMutation({
    mutationFn: (siblingId: string) => call(familiesApi.link, { params: { studentId }, body: { siblingId } }),
    onSuccess: done(t(FAMILY_MESSAGES.linked)),
    onError: failed,
  });
  const unlink = useMutation({
    mutationFn: () => call(familiesApi.unlink, { params: { studentId } }),
    onSuccess: done(t(FAMILY_MESSAGES.unlinked)),
    onError: failed,
  });
  const url = link.data ? new URL(link.data.path, window.location.origin).toString() : '';
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => notify({ color: 'teal', message: t(/*i18n*/ 'Link copied.') }))
      .catch(() => notify({ color: 'red', message: t(/*i18n*/ 'Could not copy: select the link and copy it.') }));
  const children = family.data?.family?.children ?? [];
  const inFamily = new Set(children.map((c) => c._id));
  const options = (found.data?.items ?? [])
    .filter((s) => s._id !== studentId && !inFamily.has(s._id))
    .map((s) => ({ value: s._id, label: `${s.name} · ${s.className} ${s.sectionName} · ${s.admissionNumber}` }));

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        {t(/*i18n*/ 'Brothers and sisters')}
      </Title>
      {family.isError ? <Text c="red">{errorMessage(family.error, t(FAMILY_MESSAGES.studentNotFound))}</Text> : null}
      <Stack gap="sm">
        {children.length > 0 ? (
          <>
            <Text size="sm" c="dimmed">
              {t(/*i18n*/ 'One family, eldest first: the guardian gets one fee page and one reminder for all of them.')}
            </Text>
            {children.map((c) => (
              <ChildLine key={c._id} child={c} self={c._id === studentId} />
            ))}
            <TextInput
              label={t(/*i18n*/ "Family's fee page link")}
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={() => void copy()}
                disabled={!url}
              >
                {t(/*i18n*/ 'Copy link')}
              </Button>
              <Button
                variant="default"
                c="var(--mantine-color-error)"
                leftSection={<IconUnlink size={16} aria-hidden />}
                loading={unlink.isPending}
                onClick={() => unlink.mutate()}
              >
                {t(/*i18n*/ 'Take out of the family')}
              </Button>
            </Group>
          </>
        ) : family.data ? (
          <Text size="sm" c="dimmed">
            {t(/*i18n*/ 'Not linked to a brother or sister.')}
          </Text>
        ) : null}
        {family.data?.suggestions.length ? (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t(/*i18n*/ "Same guardian's phone: a brother or sister?")}
            </Text>
            {family.data.suggestions.map((s) => (
              <Group key={s._id} justify="space-between" gap="xs" wrap="nowrap">
                <ChildLine child={s} self={false} />
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLink size={14} aria-hidden />}
                  loading={linkSibling.isPending && linkSibling.variables === s._id}
                  onClick={() => linkSibling.mutate(s._id)}
                  aria-label={t(/*i18n*/ 'Link {name} as brother or sister', { name: s.name })}
                >
                  {t(/*i18n*/ 'Link')}
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        <Select
          label={t(/*i18n*/ 'Link another student as brother or sister')}
          placeholder={t(/*i18n*/ 'Search by name or admission number')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={null}
          filter={({ options: all }) => all}
          nothingFoundMessage={q.trim().length >= 2 && !found.isPending ? t(/*i18n*/ 'No student found.') : undefined}
          onChange={(siblingId) => siblingId && linkSibling.mutate(siblingId)}
        />
      </Stack>
    </Paper>
  );
}
