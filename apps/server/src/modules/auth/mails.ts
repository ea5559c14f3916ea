import { layoutMail } from '../../mail/layout.ts';
import type { Mail } from '../../mail/outbox.ts';

type Recipient = { email: string; name: string };

export const registrationReceivedMail = (to: Recipient, userId: string): Mail =>
  layoutMail({
    to: to.email,
    subject: 'We received your School Portal registration',
    name: to.name,
    paragraphs: [
      `Thank you for registering with School Portal. Your user ID is ${userId}.\nAn administrator will review your registration; you will receive a confirmation e-mail within 24 hours.`,
    ],
  });

export const resetPasswordMail = (to: Recipient, link: string): Mail =>
  layoutMail({
    to: to.email,
    subject: 'Reset your School Portal password',
    name: to.name,
    paragraphs: [
      `Someone asked to reset the password of your School Portal account. To choose a new password, open this link within one hour:\n${link}`,
      'If it was not you, ignore this e-mail; your password stays as it is.',
    ],
  });

export const passwordChangedMail = (to: Recipient): Mail =>
  layoutMail({
    to: to.email,
    subject: 'Your School Portal password was changed',
    name: to.name,
    paragraphs: [
      'The password of your School Portal account was just changed, and other signed-in sessions were signed out.\nIf this was not you, reset your password at once and contact the administrator.',
    ],
  });

/** Someone registered with an address that already has an account; its owner hears of it, the form says nothing. */
export const registrationAttemptMail = (account: Recipient & { userId: string }, publicUrl: string): Mail =>
  layoutMail({
    to: account.email,
    subject: 'Someone tried to register with your e-mail address',
    name: account.name,
    paragraphs: [
      `Someone just tried to register a new School Portal account with this e-mail address, which already belongs to your account (user ID ${account.userId}). No new account was created.`,
      `To sign in, go to ${publicUrl}/login\nIf you forgot your password, reset it at ${publicUrl}/forgot-password`,
      'If it was not you, you can ignore this e-mail.',
    ],
  });
