import { describe, expect, it } from 'vitest';
import { loadLingui, t } from './i18n';

describe('t', () => {
  it("fills a text's values while its catalogue part is still on its way (Lingui would show the bare id)", async () => {
    // Lingui and the first screens' catalogue are loaded; the signed-in part, which holds this text, is not.
    await loadLingui();
    expect(
      t('{amount} a day {after}, at most {cap} an instalment', {
        amount: '₹10',
        after: 'after the due date',
        cap: '₹300',
      }),
    ).toBe('₹10 a day after the due date, at most ₹300 an instalment');
  });
});
