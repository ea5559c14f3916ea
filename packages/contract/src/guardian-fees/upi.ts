import { formatPhone } from '../phones/format.ts';
import { GUARDIAN_FEE_MESSAGES } from './messages.ts';

/**
 * The UPI payment request (NPCI's deep link, read by every UPI app) and the WhatsApp reminder: pure
 * functions shared by the server's fee page and the office's screens, so the link tested is the one shown.
 */

export interface UpiRequest {
  vpa: string;
  payeeName: string;
  /** Rupees, to the paisa. */
  amount: number;
  /** The transaction note: the student and the portal's payment reference. */
  note: string;
}

/** Two decimals always (`am=1250.00`): some UPI apps refuse a bare integer or one decimal. */
export const upiAmount = (rupees: number) => (Math.round(rupees * 100) / 100).toFixed(2);

/** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`, every value percent-encoded (a payee or note with & or spaces stays one value). */
export function upiPayLink({ vpa, payeeName, amount, note }: UpiRequest): string {
  const params: [string, string][] = [
    ['pa', vpa],
    ['pn', payeeName],
    ['am', upiAmount(amount)],
    ['cu', 'INR'],
    ['tn', note.slice(0, 80)],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The note carries the student and the reference, so the school finds the payment on its statement. */
export const upiNote = (studentName: string, reference: string) => `Fees ${studentName} ${reference}`;

/** A 10-digit Indian mobile number in the international form wa.me asks for (91 and the number, no +). */
export const whatsappNumber = (phone: string) => {
  const digits = phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : undefined;
};

export const whatsappLink = (number: string | undefined, text: string) =>
  `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;

const inr = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: rupees % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

type Translate = (id: string, values: Record<string, string>) => string;
const fillIn: Translate = (id, values) => id.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/**
 * The reminder, in English or, given the server's translator, in the guardian's language: what is overdue
 * since when (the oldest unpaid due date, written in that language), the fee page, and the office's phone
 * when the school has one, so a family with a question calls rather than ignores it.
 */
export const reminderText = (
  r: { schoolName: string; studentName: string; overdue: number; since: string; link: string; phone?: string | null },
  t: Translate = fillIn,
) =>
  t(r.phone ? GUARDIAN_FEE_MESSAGES.reminderWithPhone : GUARDIAN_FEE_MESSAGES.reminder, {
    amount: inr(r.overdue),
    student: r.studentName,
    school: r.schoolName,
    date: r.since,
    link: r.link,
    phone: r.phone ? formatPhone(r.phone) : '',
  });

/** The family's reminder (decision 037): one message naming every child with something overdue, and the family's total. */
export const familyReminderText = (
  r: { schoolName: string; children: string[]; overdue: number; since: string; link: string; phone?: string | null },
  t: Translate = fillIn,
) =>
  t(r.phone ? GUARDIAN_FEE_MESSAGES.familyReminderWithPhone : GUARDIAN_FEE_MESSAGES.familyReminder, {
    amount: inr(r.overdue),
    children: r.children.join(', '),
    school: r.schoolName,
    date: r.since,
    link: r.link,
    phone: r.phone ? formatPhone(r.phone) : '',
  });
