import type { ReactNode } from 'react';
import { Badge, Select, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_LIST_MESSAGES,
  accountsApi,
  ROLE_LABELS,
  type Account,
  type AccountListName,
  type Role,
} from '@school-portal/contract';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/format';
import { oneOf, useListSearchParams } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useOpenRow } from '../../../lib/use-review-param';
import { msg, t, useT } from '../../../lib/i18n';

const PAGE_SIZE = 20;

const FILTERABLE_ROLES = ['instituteAdmin', 'instituteUser', 'jobseeker'] as const satisfies readonly Role[];

const ACCOUNT_COLUMNS: Column<Account>[] = [
  {
    header: msg(/*i18n*/ 'User ID'),
    cell: (a) => (
      <Text size="sm" ff="monospace" span>
        {a.userId}
      </Text>
    ),
  },
  {
    header: msg(/*i18n*/ 'Name'),
    // Institute admins register without a name: the institute profile gives one later.
    cell: (a) =>
      a.name || (
        <Text span c="dimmed" size="sm">
          {t(/*i18n*/ 'No name yet')}
        </Text>
      ),
    primary: true,
  },
  { header: msg(/*i18n*/ 'Email'), cell: (a) => a.email },
  {
    header: msg(/*i18n*/ 'Role'),
    cell: (a) => (
      <Badge
        variant="light"
        color={a.role === 'jobseeker' ? 'grape' : 'blue'}
        styles={{ label: { overflow: 'visible' } }}
      >
        {t(ROLE_LABELS[a.role])}
      </Badge>
    ),
  },
  { header: msg(/*i18n*/ 'Institute Code'), cell: (a) => a.instituteCode ?? '—' },
  { header: msg(/*i18n*/ 'Registered'), cell: (a) => formatDate(a.createdAt) },
];

interface AccountTableProps {
  list: AccountListName;
  /** Lists that hold institute users too can be narrowed by role. */
  roleFilter?: boolean;
  columns?: Column<Account>[];
  actions?: (account: Account) => ReactNode;
  onRowClick?: (account: Account) => void;
  /** The user ID of an account to open with `onRowClick` once its row has loaded (a link named it). */
  openRow?: string | null;
}

/** A server-paged, searchable account list; search, page and role live in the address, so Back and links work. */
export function AccountTable({ list, roleFilter, columns = [], actions, onRowClick, openRow }: AccountTableProps) {
  const t = useT();
  const params = useListSearchParams<{ role: (typeof FILTERABLE_ROLES)[number] }>({
    role: roleFilter ? oneOf(FILTERABLE_ROLES) : () => undefined,
  });
  const role = params.filters.role;
  const query = useQuery({
    ...endpointQuery(accountsApi[list], { query: { page: params.page, limit: PAGE_SIZE, q: params.q, role } }),
    placeholderData: keepPreviousData,
  });
  useOpenRow(query.data?.items, (a) => a.userId, openRow, onRowClick);

  return (
    <DataTable
      query={query}
      list={params}
      pageSize={PAGE_SIZE}
      columns={[...ACCOUNT_COLUMNS, ...columns].map((c) => ({ ...c, header: msg(c.header) }))}
      rowKey={(a) => a._id}
      texts={{
        loading: t(/*i18n*/ 'Loading accounts'),
        empty: t(ACCOUNT_LIST_MESSAGES[list].empty),
        error: t(ACCOUNT_LIST_MESSAGES[list].failed),
        noMatch: t(/*i18n*/ 'No accounts match your search.'),
        noun: [t(/*i18n*/ 'account'), t(/*i18n*/ 'accounts')],
      }}
      searchPlaceholder={t(/*i18n*/ 'Name, email, user ID or institute code')}
      filters={
        roleFilter ? (
          <Select
            label={t(/*i18n*/ 'Role')}
            placeholder={t(/*i18n*/ 'All roles')}
            data={FILTERABLE_ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
            value={role ?? null}
            onChange={(v) => params.setFilter('role', (v as typeof role) ?? null)}
            clearable
            w={200}
          />
        ) : null
      }
      actions={actions}
      onRowClick={onRowClick}
      minWidth="48rem"
    />
  );
}
