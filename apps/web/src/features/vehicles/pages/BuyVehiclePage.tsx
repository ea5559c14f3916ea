import { useState } from 'react';
import { Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BUY_SORTS,
  FUEL_LABELS,
  FUELS,
  VEHICLE_MESSAGES,
  vehiclesApi,
  isDistrictOf,
  isStateCode,
  type Fuel,
  type StateCode,
  type VehicleAd,
} from '@school-portal/contract';
import { PageHeader } from '../../../components/PageHeader';
import { msg, useT } from '../../../lib/i18n';
import { StateDistrictFilter } from '../../../components/StateDistrictFilter';
import { narrows, oneOf, useListSearchParams, type FilterParser } from '../../../lib/use-list-search-params';
import { endpointQuery } from '../../../lib/endpoint-query';
import { AdCard } from '../components/AdCard';
import { AdDialog } from '../components/AdDialog';
import { AdGrid } from '../components/AdGrid';
import { BusAdEnquiryForm } from '../components/BusAdEnquiryForm';

const PAGE_SIZE = 12;
const SEATS = ['20', '30', '40', '50'];
const SORT_LABELS = { newest: msg(/*i18n*/ 'Newest'), cheapest: msg(/*i18n*/ 'Cheapest') } as const;

const wholeNumber: FilterParser<number> = (raw) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined);
const text: FilterParser<string> = (raw) => raw || undefined;
const state: FilterParser<StateCode> = (raw) => (raw && isStateCode(raw) ? raw : undefined);

type Filters = {
  state: StateCode;
  district: string;
  minPrice: number;
  maxPrice: number;
  minSeats: number;
  minYear: number;
  fuel: Fuel;
  sort: (typeof BUY_SORTS)[number];
};

/** A number filter that settles before it touches the address (and the server). */
function NumberFilter({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: number | undefined;
  onChange: (v: number | null) => void;
  placeholder?: string;
}) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  const settle = useDebouncedCallback((v: string | number) => onChange(v === '' ? null : Number(v)), 400);
  return (
    <NumberInput
      label={label}
      placeholder={placeholder}
      value={typed}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      onChange={(v) => {
        setTyped(v);
        settle(v);
      }}
    />
  );
}

export function BuyVehiclePage() {
  const t = useT();
  const list = useListSearchParams<Filters>({
    state,
    district: text,
    minPrice: wholeNumber,
    maxPrice: wholeNumber,
    minSeats: wholeNumber,
    minYear: wholeNumber,
    fuel: oneOf(FUELS),
    sort: oneOf(BUY_SORTS),
  });
  // A district left in the address from another state no longer applies.
  const f = {
    ...list.filters,
    district:
      list.filters.state && list.filters.district && isDistrictOf(list.filters.state, list.filters.district)
        ? list.filters.district
        : undefined,
  };
  const query = useQuery({
    ...endpointQuery(vehiclesApi.buy, { query: { page: list.page, limit: PAGE_SIZE, q: list.q, ...f } }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<VehicleAd | null>(null);
  const fuelOptions = FUELS.map((value) => ({ value, label: t(FUEL_LABELS[value]) }));
  const seatOptions = SEATS.map((value) => ({ value, label: t(/*i18n*/ '{seats}+ seats', { seats: value }) }));
  const sortOptions = BUY_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }));

  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Buy Vehicle')}
        description={t(/*i18n*/ 'School buses other institutes sell, each checked by the super admin.')}
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t(/*i18n*/ 'Search')}
            placeholder={t(/*i18n*/ 'Make, model, institute…')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.searchInput}
            onChange={(e) => list.setSearchInput(e.currentTarget.value)}
          />
          <StateDistrictFilter state={f.state} district={f.district} onChange={list.setFilters} />
          <Select
            label={t(/*i18n*/ 'Fuel')}
            placeholder={t(/*i18n*/ 'Any fuel')}
            data={fuelOptions}
            clearable
            value={f.fuel ?? null}
            onChange={(v) => list.setFilter('fuel', v ?? null)}
          />
          <NumberFilter
            label={t(/*i18n*/ 'Price from (₹)')}
            value={f.minPrice}
            onChange={(v) => list.setFilter('minPrice', v)}
          />
          <NumberFilter
            label={t(/*i18n*/ 'Price up to (₹)')}
            value={f.maxPrice}
            onChange={(v) => list.setFilter('maxPrice', v)}
          />
          <Select
            label={t(/*i18n*/ 'Seats')}
            placeholder={t(/*i18n*/ 'Any')}
            data={seatOptions}
            clearable
            value={f.minSeats ? String(f.minSeats) : null}
            onChange={(v) => list.setFilter('minSeats', v ? Number(v) : null)}
          />
          <NumberFilter
            label={t(/*i18n*/ 'Made in or after')}
            placeholder={t(/*i18n*/ 'Year')}
            value={f.minYear}
            onChange={(v) => list.setFilter('minYear', v)}
          />
        </SimpleGrid>
        <Group mt="sm">
          <SegmentedControl
            aria-label={t(/*i18n*/ 'Sort')}
            data={sortOptions}
            value={f.sort ?? 'newest'}
            onChange={(v) => list.setFilter('sort', v === 'newest' ? null : (v as Filters['sort']))}
          />
        </Group>
      </Paper>
      <AdGrid
        query={query}
        page={list.page}
        pageSize={PAGE_SIZE}
        setPage={list.setPage}
        narrowed={narrows(list.q, f, ['sort'])}
        texts={{
          loading: t(/*i18n*/ 'Loading buses for sale'),
          empty: t(VEHICLE_MESSAGES.noBuy),
          noMatch: t(VEHICLE_MESSAGES.noMatch),
          error: t(VEHICLE_MESSAGES.fetchFailed),
          noun: [t(/*i18n*/ 'bus for sale'), t(/*i18n*/ 'buses for sale')],
        }}
      >
        {(ad) => <AdCard key={ad.advertisementId} ad={ad} onOpen={() => setOpen(ad)} />}
      </AdGrid>
      <AdDialog ad={open} onClose={() => setOpen(null)}>
        {open ? <BusAdEnquiryForm key={open.advertisementId} advertisementId={open.advertisementId} /> : null}
      </AdDialog>
    </>
  );
}
