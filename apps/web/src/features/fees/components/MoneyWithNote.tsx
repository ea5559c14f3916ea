import { Text } from '@mantine/core';
import { formatRupees } from '../../../lib/format';

/**
 * A money figure with what it includes named under it ("incl. late fees ₹5,100", the note written whole in the
 * language on screen, as word order differs): every fee screen
 * adds up the same receipts (decision 016), and says so, so two screens never seem to disagree.
 */
export function MoneyWithNote({
  amount,
  note,
  strong = false,
  testId,
}: {
  amount: number;
  note: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <>
      <Text fw={strong ? 700 : undefined} fz={strong ? 'xl' : undefined} span data-testid={testId}>
        {formatRupees(amount)}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </>
  );
}

/** Rupees less rupees without a float's stray paise (both are whole paise). */
export const lessRupees = (a: number, b: number) => Math.round(a * 100 - b * 100) / 100;
