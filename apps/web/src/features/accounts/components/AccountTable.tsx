import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Pagination, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ROLE_LABELS, RoleSchema, type Account, type AccountListName, type Role } from '@school-portal/contract';
import { formatDate } from '../../../lib/format';
import { useAccountList } from '../api/get-account-list';
import classes from './AccountTable.module.css';
import { Loading } from '../../../components/Loading';

const PAGE_SIZE = 20;

const ROLE_FILTER = [
  { value: 'instituteAdmin', label: 'Institute Admin' },
  { value: 'instituteUser', label: 'Institute User' },
  { value: 'jobseeker', label: 'Job Seeker' },
];

export interface Column {
  header: string;
  cell: (account: Account) => ReactNode;
}

interface AccountTableProps {
  list: AccountListName;
  emptyText: string;
  errorText: string;
  /** Lists that hold institute users too can be narrowed by role. */
  roleFilter?: boolean;
  columns?: Column[];
  actions?: (account: Account) => ReactNode;
  onRowClick?: (account: Account) => void;
}

/** A server-paged, searchable account list; search, page and role live in the address, so Back and links work. */
export function AccountTable({ list, emptyText, errorText, roleFilter, columns = [], actions, onRowClick }: AccountTableProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const roleParam = RoleSchema.safeParse(params.get('role'));
  const role: Role | '' = roleFilter && roleParam.success ? roleParam.data : '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (q !== (params.get('q') ?? '')) update({ q: q || null, page: null });
    // Only a settled search term touches the address (and resets the page).
  }, [q]);

  const { data, isPending, isError, isFetching, refetch } = useAccountList(list, { page, limit: PAGE_SIZE, q, role: role && role !== 'superAdmin' ? role : undefined });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Paper withBorder radius="md" p="md">
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name, email, user ID or institute code"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          className={classes.search}
        />
        {roleFilter ? (
          <Select
            label="Role"
            placeholder="All roles"
            data={ROLE_FILTER}
            value={role || null}
            onChange={(v) => update({ role: v, page: null })}
            clearable
            w={200}
          />
        ) : null}
        {data ? (
          <Text size="sm" c="dimmed" mt="lg" aria-live="polite">
            {data.total} {data.total === 1 ? 'account' : 'accounts'}
            {isFetching ? ' · updating…' : ''}
          </Text>
        ) : null}
      </Group>

      {isPending ? (
        <Loading label="Loading accounts" />
      ) : isError ? (
        <Alert color="red" role="alert" title={errorText}>
          <Button size="xs" variant="white" color="red" mt="xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {q || role ? 'No accounts match your search.' : emptyText}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover={!!onRowClick} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Institute Code</Table.Th>
                <Table.Th>Registered</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.header}>{c.header}</Table.Th>
                ))}
                {actions ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((a) => (
                <Table.Tr key={a._id} onClick={onRowClick ? () => onRowClick(a) : undefined} className={onRowClick ? classes.clickable : undefined}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {a.userId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.name || '—'}</Table.Td>
                  <Table.Td>{a.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={a.role === 'jobseeker' ? 'grape' : 'blue'}>
                      {ROLE_LABELS[a.role]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{a.instituteCode ?? '—'}</Table.Td>
                  <Table.Td>{formatDate(a.createdAt)}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.header}>{c.cell(a)}</Table.Td>
                  ))}
                  {actions ? <Table.Td onClick={(e) => e.stopPropagation()}>{actions(a)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {data && pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={(p) => update({ page: p === 1 ? null : String(p) })} getControlProps={(c) => ({ 'aria-label': `${c === 'previous' ? 'Previous' : c === 'next' ? 'Next' : c === 'first' ? 'First' : 'Last'} page` })} />
        </Group>
      ) : null}
    </Paper>
  );
}
