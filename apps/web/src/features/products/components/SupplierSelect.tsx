import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSupplierOptions } from '../api/get-supplier-options';

interface SupplierSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: string | null;
  /** The chosen supplier's name, when it is not among the first results. */
  selectedLabel?: string | undefined;
  onChange: (id: string | null, label: string | null) => void;
}

/** A supplier picker that searches the catalogue on the server as the user types. */
export function SupplierSelect({ value, selectedLabel, onChange, ...props }: SupplierSelectProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const options = useSupplierOptions(q === selectedLabel ? '' : q).data ?? [];
  const data = value && selectedLabel && !options.some((o) => o.value === value) ? [{ value, label: selectedLabel }, ...options] : options;
  return (
    <Select
      {...props}
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage="No supplier by that name"
      onChange={(id, option) => onChange(id, option?.label ?? null)}
    />
  );
}
