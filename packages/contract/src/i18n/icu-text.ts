/**
 * A text built from values (an error naming a number, a name, a status): its ICU message, the id in the
 * catalogues, and the values, so whoever shows it renders it in the reader's language (decision 020).
 * A value may itself be such a text (a quantity with its unit's plural), rendered in the same language.
 */
export interface IcuText {
  readonly id: string;
  readonly values: Readonly<Record<string, string | number | IcuText>>;
}

/** A text built from values; lingui extract finds its message id by the i18n mark on the literal first argument, as it finds a screen's texts. */
export const icu = (id: string, values: IcuText['values'] = {}): IcuText => ({ id, values });

export const isIcuText = (value: unknown): value is IcuText =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as IcuText).id === 'string' &&
  typeof (value as IcuText).values === 'object';

/** A text in the language of `translate` (a screen's `t`, the server's translator); a plain string is translated whole. */
export function renderText(
  text: IcuText | string,
  translate: (id: string, values?: Record<string, unknown>) => string,
): string {
  if (typeof text === 'string') return translate(text);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, isIcuText(value) ? renderText(value, translate) : value]),
  );
  return translate(text.id, values);
}
