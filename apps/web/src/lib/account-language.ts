import { authApi, type UiLanguage } from '@school-portal/contract';
import { call } from './api-client';
import { chooseLanguage, currentLanguage, rememberLanguage, showLanguage, takeChosenSignedOut } from './i18n';

/**
 * At sign-in, the screen and the account agree on one language: a choice made on a signed-out screen
 * since the last sign-in goes to the account; otherwise the account's language (chosen on another
 * device, say) becomes this browser's.
 */
export function adoptAccountLanguage(user: { language: UiLanguage }) {
  const here = currentLanguage();
  if (takeChosenSignedOut()) {
    if (user.language !== here) void call(authApi.updateMe, { body: { language: here } }).catch(() => undefined);
    return;
  }
  rememberLanguage(user.language);
  if (user.language !== here) void showLanguage(user.language);
}

/** A signed-in user picks a language: shown at once, and saved on the account for their e-mails and notices. */
export async function chooseAccountLanguage(language: UiLanguage) {
  await chooseLanguage(language, { signedOut: false });
  await call(authApi.updateMe, { body: { language } });
}
