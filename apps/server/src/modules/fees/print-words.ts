import { formatPhone, type MessageValues } from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';

type Translate = (id: string, values?: MessageValues) => string;

/**
 * The words printed on the fee receipt and the tuition-fee certificate, each written once, in the
 * reader's language: the English words are the catalogue's ids (each a literal, so the catalogue check sees it).
 */
export function printWords(t: Translate) {
  return {
    receiptTitle: t(/*i18n*/ 'FEE RECEIPT'),
    cancelledTitle: t(/*i18n*/ 'FEE RECEIPT (CANCELLED)'),
    bouncedTitle: t(/*i18n*/ 'FEE RECEIPT (BOUNCED)'),
    certificateTitle: t(/*i18n*/ 'TUITION FEE CERTIFICATE'),
    officeCopy: t(/*i18n*/ 'Office copy'),
    parentCopy: t(/*i18n*/ 'Parent copy'),
    signatory: t(/*i18n*/ 'Authorised signatory'),
    principal: t(/*i18n*/ 'Principal / Authorised signatory'),
    phone: (phone: string) => t(/*i18n*/ 'Phone: {phone}', { phone: formatPhone(phone) }),
    /** "CBSE · Affiliation No. 1130456", "State Board", or nothing when the profile has neither. */
    affiliation: (board: string | null, number: string | null) =>
      [
        board && (board === 'State' ? t(/*i18n*/ 'State Board') : board),
        number && t(/*i18n*/ 'Affiliation No. {number}', { number }),
      ]
        .filter(Boolean)
        .join(' · '),
    certified: t(
      /*i18n*/ 'Certified that the above is tuition fee only, paid to this school in the financial year, excluding admission, transport, exam and other charges, for deduction under Section 80C of the Income-tax Act, 1961.',
    ),
  };
}

export const PRINT_WORDS = printWords(translatorFor('en'));
