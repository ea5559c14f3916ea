import type { DataTableProps } from '../../../components/DataTable';

/** A DataTable's list state for a panel's short list: paged in the panel, no search box, nothing kept in the address. */
export const panelList = (page: number, setPage: (page: number) => void): DataTableProps<unknown>['list'] => ({
  page,
  setPage,
  searchInput: '',
  setSearchInput: () => undefined,
  narrowed: false,
});
