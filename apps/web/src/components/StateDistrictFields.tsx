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
export function StateDistrictFields<V extends Place>({ form: anyForm, required = false }: { form: UseFormReturnType<V>; required?: boolean }) {
  // Only the two place fields are touched; the form's other fields do not matter here.
  const t = useT();
  const stateOptions = useStateOptions();
  const form = anyForm as unknown as UseFormReturnType<Place>;
  const state = form.getValues().state;
  const districts = isStateCode(state) ? districtsOf(state) : [];
  return (
    <>
      <Select
        label={t('State')}
        placeholder={t('Select state')}
        data={stateOptions}
        searchable
        required={required}
        nothingFoundMessage={t('No such state')}
        {...selectProps(form, 'state')}
        onChange={(value: string | null) => {
          form.setFieldValue('state', value ?? '');
          form.setFieldValue('district', '');
        }}
      />
      <Select
        label={t('District')}
        placeholder={districts.length ? t('Select district') : t('Select a state first')}
        data={districts as string[]}
        searchable
        required={required}
        disabled={!districts.length}
        nothingFoundMessage={t('No such district')}
        {...selectProps(form, 'district')}
      />
    </>
  );
}
