import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../../lib/i18n';

/** A concession's size as its forms hold it: '' until a number is typed. */
interface ConcessionAmount {
  mode: 'percent' | 'amount';
  value: number | string;
}

/**
 * How much a concession takes off, as a student's concession and the sibling concession both ask it: percent or
 * rupees, then the number (up to 100 and two decimals as a percent, whole rupees off each instalment as an amount).
 */
export function ConcessionAmountFields<Values extends ConcessionAmount>({ form }: { form: UseFormReturnType<Values> }) {
  const t = useT();
  const percent = form.values.mode === 'percent';
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t(/*i18n*/ 'As')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-label={t(/*i18n*/ 'Amount or percent')}
          data={[
            { value: 'percent', label: t(/*i18n*/ 'Percent') },
            { value: 'amount', label: t(/*i18n*/ 'Amount') },
          ]}
          {...form.getInputProps('mode')}
        />
      </Stack>
      <NumberInput
        label={percent ? t(/*i18n*/ 'Percent off') : t(/*i18n*/ 'Off each instalment (₹)')}
        required
        min={0}
        max={percent ? 100 : undefined}
        decimalScale={percent ? 2 : 0}
        allowDecimal={percent}
        {...form.getInputProps('value')}
      />
    </>
  );
}
