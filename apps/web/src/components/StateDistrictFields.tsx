import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { districtsOf, isStateCode } from '@school-portal/contract';
import { useStateOptions } from './state-options';
import { selectProps } from '../lib/forms';
import { useT } from '../lib/i18n';

interface Place {
  state: string;
  district: string;
}

/**
 * State then district, from the reference data: the district list follows the state, and choosing
 * another state clears the district (spec section 5).
 */
export function StateDistrictFields<V extends Place>({
  form,
  required = false,
}: {
  form: UseFormReturnType<V>;
  required?: boolean;
}) {
  const t = useT();
  const stateOptions = useStateOptions();
  const state = form.getValues().state;
  const stateInput = selectProps(form, 'state');
  const districtInput = selectProps(form, 'district');
  const districts = isStateCode(state) ? districtsOf(state) : [];
  return (
    <>
      <Select
        label={t(/*i18n*/ 'State')}
        placeholder={t(/*i18n*/ 'Select state')}
        data={stateOptions}
        searchable
        required={required}
        nothingFoundMessage={t(/*i18n*/ 'No such state')}
        {...stateInput}
        onChange={(value: string | null) => {
          stateInput.onChange(value);
          districtInput.onChange(null);
        }}
      />
      <Select
        label={t(/*i18n*/ 'District')}
        placeholder={districts.length ? t(/*i18n*/ 'Select district') : t(/*i18n*/ 'Select a state first')}
        data={districts as string[]}
        searchable
        required={required}
        disabled={!districts.length}
        nothingFoundMessage={t(/*i18n*/ 'No such district')}
        {...districtInput}
      />
    </>
  );
}
