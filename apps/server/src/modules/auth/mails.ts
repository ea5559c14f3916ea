import type { UiLanguage } from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';
import { layoutMail } from '../../mail/layout.ts';
import type { Mail } from '../../mail/outbox.ts';

/** Whom a mail goes to, and the language it is written in: their account's. */
type Recipient = { email: string; name: string; language: UiLanguage };

export const registrationReceivedMail = (to: Recipient, userId: string): Mail => {
  const t = translatorFor(to.language);
  return layoutMail({
    to: to.email,
    subject: t(/*i18n*/ 'We received your School Portal registration'),
    name: to.name,
    language: to.language,
    paragraphs: [
      t(
        /*i18n*/ 'Thank you for registering with School Portal. Your user ID is {userId}.\nAn administrator will review your registration; you will receive a confirmation e-mail within 24 hours.',
        { userId },
      ),
    ],
  });
};

export const resetPasswordMail = (to: Recipient, link: string): Mail => {
  const t = translatorFor(to.language);
  return layoutMail({
    to: to.email,
    subject: t(/*i18n*/ 'Reset your School Portal password'),
    name: to.name,
    language: to.language,
    paragraphs: [
      t(
        /*i18n*/ 'Someone asked to reset the password of your School Portal account. To choose a new password, open this link within one hour:\n{link}',
        { link },
      ),
      t(/*i18n*/ 'If it was not you, ignore this e-mail; your password stays as it is.'),
    ],
    action: { label: t(/*i18n*/ 'Reset Password'), url: link },
  });
};

export const passwordChangedMail = (to: Recipient): Mail => {
  const t = translatorFor(to.language);
  return layoutMail({
    to: to.email,
    subject: t(/*i18n*/ 'Your School Portal password was changed'),
    name: to.name,
    language: to.language,
    paragraphs: [
      t(
        /*i18n*/ 'The password of your School Portal account was just changed, and other signed-in sessions were signed out.\nIf this was not you, reset your password at once and contact the administrator.',
      ),
    ],
  });
};

/** Someone registered with an address that already has an account; its owner hears of it, the form says nothing. */
export const registrationAttemptMail = (account: Recipient & { userId: string }, publicUrl: string): Mail => {
  const t = translatorFor(account.language);
  return layoutMail({
    to: account.email,
    subject: t(/*i18n*/ 'Someone tried to register with your e-mail address'),
    name: account.name,
    language: account.language,
    paragraphs: [
      t(
        /*i18n*/ 'Someone just tried to register a new School Portal account with this e-mail address, which already belongs to your account (user ID {userId}). No new account was created.',
        { userId: account.userId },
      ),
      t(/*i18n*/ 'To sign in, go to {loginUrl}\nIf you forgot your password, reset it at {resetUrl}', {
        loginUrl: `${publicUrl}/login`,
        resetUrl: `${publicUrl}/forgot-password`,
      }),
      t(/*i18n*/ 'If it was not you, you can ignore this e-mail.'),
    ],
  });
};
