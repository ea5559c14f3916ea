import { formatPhone, type MessageValues } from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';

type Translate = (id: string, values?: MessageValues) => string;

/**
 * The words printed on the fee receipt and the tuition-fee certificate, each written once, in the
 * reader's language: the English words are the catalogue's ids (each a literal, so the catalogue check sees it).
 */
export function printWords(t: Translate) {
  return {
    receiptTitle: t('FEE RECEIPT'),
    cancelledTitle: t('FEE RECEIPT (CANCELLED)'),
    bouncedTitle: t('FEE RECEIPT (BOUNCED)'),
    certificateTitle: t('TUITION FEE CERTIFICATE'),
    officeCopy: t('Office copy'),
    parentCopy: t('Parent copy'),
    signatory: t('Authorised signatory'),
    principal: t('Principal / Authorised signatory'),
    phone: (phone: string) => t('Phone: {phone}', { phone: formatPhone(phone) }),
    /** "CBSE · Affiliation No. 1130456", "State Board", or nothing when the profile has neither. */
    affiliation: (board: string | null, number: string | null) =>
      [board && (board === 'State' ? t('State Board') : board), number && t('Affiliation No. {number}', { number })]
        .filter(Boolean)
        .join(' · '),
    certified: t(
      'Certified that the above is tuition fee only, paid to this school in the financial year, excluding admission, transport, exam and other charges, for deduction under Section 80C of the Income-tax Act, 1961.',
    ),
  };
}

export const PRINT_WORDS = printWords(translatorFor('en'));
