import { Select } from '@mantine/core';
import { districtsOf, type StateCode } from '@school-portal/contract';
import { useStateOptions } from './state-options';
import { useT } from '../lib/i18n';

export interface PlaceFilter {
  state: StateCode | null;
  district: string | null;
}

/**
 * State then district as a list's filters (Browse Jobs, Find Employee, Buy, Browse Suppliers): the
 * districts follow the state, a new state clears the district, and a district of another state (an old
 * link) shows as none. Give `onChange` to `list.setFilters`, so both change in one step.
 */
export function StateDistrictFilter({
  state,
  district,
  onChange,
  labels,
}: {
  state: StateCode | undefined;
  district: string | undefined;
  onChange: (place: PlaceFilter) => void;
  labels?: { state: string; district: string };
}) {
  const t = useT();
  const stateOptions = useStateOptions();
  const districts: readonly string[] = state ? districtsOf(state) : [];
  return (
    <>
      <Select
        label={labels?.state ?? t(/*i18n*/ 'State')}
        placeholder={t(/*i18n*/ 'Any state')}
        data={stateOptions}
        searchable
        clearable
        value={state ?? null}
        onChange={(value) => onChange({ state: value ?? null, district: null })}
      />
      <Select
        label={labels?.district ?? t(/*i18n*/ 'District')}
        placeholder={state ? t(/*i18n*/ 'Any district') : t(/*i18n*/ 'Choose a state first')}
        data={districts as string[]}
        searchable
        clearable
        disabled={!state}
        value={district && districts.includes(district) ? district : null}
        onChange={(value) => onChange({ state: state ?? null, district: value })}
      />
    </>
  );
}
