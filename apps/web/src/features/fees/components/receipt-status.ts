import type { ReceiptStatus } from '@school-portal/contract';
import { t } from '../../../lib/i18n';

/** A receipt's state as the office reads it, in the language on screen. */
export const receiptStatusText = (status: ReceiptStatus): string =>
  status === 'active' ? t('Stands') : status === 'cancelled' ? t('cancelled') : t('bounced');
