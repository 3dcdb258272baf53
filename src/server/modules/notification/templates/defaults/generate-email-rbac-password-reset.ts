import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';
import { LATELY, RESET_AT_ONCE } from './account-notice-parts';

/** `generate-email-rbac-password-reset`: the password was set with a reset code, with the sign-in methods added lately. */
export const passwordReset: Record<Language, TemplateWords> = {
  ru: {
    title: 'Пароль аккаунта сброшен',
    text: `Пароль для {{identity}} сброшен кодом, отправленным на эту почту, все сеансы аккаунта завершены.${LATELY.ru.text}\n\n${RESET_AT_ONCE.ru.text}`,
    html: `<p>Пароль для {{identity}} сброшен кодом, отправленным на эту почту, все сеансы аккаунта завершены.</p>${LATELY.ru.html}${RESET_AT_ONCE.ru.html}`,
  },
  en: {
    title: 'The password of your account was reset',
    text: `The password of {{identity}} was reset with a code sent to it, and every session of your account has ended.${LATELY.en.text}\n\n${RESET_AT_ONCE.en.text}`,
    html: `<p>The password of {{identity}} was reset with a code sent to it, and every session of your account has ended.</p>${LATELY.en.html}${RESET_AT_ONCE.en.html}`,
  },
};
