import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { suppliersApi } from '@school-portal/contract';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useT } from '../../../lib/i18n';

interface SupplierSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'
> {
  value: string | null;
  /** The chosen supplier's name, when it is not among the first results. */
  selectedLabel?: string | undefined;
  onChange: (id: string | null, label: string | null) => void;
}

/** A supplier picker that searches the catalogue on the server as the user types. */
export function SupplierSelect({ value, selectedLabel, onChange, ...props }: SupplierSelectProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const typed = q === selectedLabel ? '' : q;
  const options =
    useQuery({
      ...endpointQuery(suppliersApi.list, { query: { q: typed || undefined, limit: 20 } }),
      placeholderData: keepPreviousData,
      select: (page) => page.items.map((s) => ({ value: s._id, label: s.name })),
    }).data ?? [];
  const data =
    value && selectedLabel && !options.some((o) => o.value === value)
      ? [{ value, label: selectedLabel }, ...options]
      : options;
  return (
    <Select
      {...props}
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t(/*i18n*/ 'No supplier by that name')}
      onChange={(id, option) => onChange(id, option?.label ?? null)}
    />
  );
}
