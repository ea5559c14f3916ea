import type { ReceiptStatus } from '@school-portal/contract';
import { t } from '../../../lib/i18n';

/** A receipt's state as the office reads it, in the language on screen. */
export const receiptStatusText = (status: ReceiptStatus): string =>
  status === 'active' ? t(/*i18n*/ 'Stands') : status === 'cancelled' ? t(/*i18n*/ 'cancelled') : t(/*i18n*/ 'bounced');
