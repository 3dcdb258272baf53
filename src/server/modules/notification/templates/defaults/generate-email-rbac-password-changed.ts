import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';
import { LATELY, RESET_AT_ONCE } from './account-notice-parts';

/** `generate-email-rbac-password-changed`: the password was changed, with the sign-in methods added lately. */
export const passwordChanged: Record<Language, TemplateWords> = {
  ru: {
    title: 'Пароль аккаунта изменён',
    text: `Пароль для {{identity}} изменён, все остальные сеансы аккаунта завершены.${LATELY.ru.text}\n\n${RESET_AT_ONCE.ru.text}`,
    html: `<p>Пароль для {{identity}} изменён, все остальные сеансы аккаунта завершены.</p>${LATELY.ru.html}${RESET_AT_ONCE.ru.html}`,
  },
  en: {
    title: 'The password of your account was changed',
    text: `The password of {{identity}} was changed, and every other session of your account has ended.${LATELY.en.text}\n\n${RESET_AT_ONCE.en.text}`,
    html: `<p>The password of {{identity}} was changed, and every other session of your account has ended.</p>${LATELY.en.html}${RESET_AT_ONCE.en.html}`,
  },
};
