import type { Mail } from '../../mail/outbox.ts';

export const registrationReceivedMail = (to: string, name: string, userId: string): Mail => ({
  to,
  subject: 'We received your School Portal registration',
  text: `Hello ${name || 'there'},\n\nThank you for registering with School Portal. Your user ID is ${userId}.\nAn administrator will review your registration; you will receive a confirmation e-mail within 24 hours.\n\nSchool Portal`,
});

export const resetPasswordMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Reset your School Portal password',
  text: `Hello ${name || 'there'},\n\nSomeone asked to reset the password of your School Portal account. To choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n\nSchool Portal`,
});

export const passwordChangedMail = (to: string, name: string): Mail => ({
  to,
  subject: 'Your School Portal password was changed',
  text: `Hello ${name || 'there'},\n\nThe password of your School Portal account was just changed, and other signed-in sessions were signed out.\nIf this was not you, reset your password at once and contact the administrator.\n\nSchool Portal`,
});

/** Someone registered with an address that already has an account; its owner hears of it, the form says nothing. */
export const registrationAttemptMail = (account: { email: string; name: string; userId: string }, publicUrl: string): Mail => ({
  to: account.email,
  subject: 'Someone tried to register with your e-mail address',
  text: `Hello ${account.name || 'there'},\n\nSomeone just tried to register a new School Portal account with this e-mail address, which already belongs to your account (user ID ${account.userId}). No new account was created.\n\nTo sign in, go to ${publicUrl}/login\nIf you forgot your password, reset it at ${publicUrl}/forgot-password\n\nIf it was not you, you can ignore this e-mail.\n\nSchool Portal`,
});
