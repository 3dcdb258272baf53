import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';
import { NOT_YOU } from './account-notice-parts';

/** `generate-email-rbac-identity-added`: a way into the account was added, told to the addresses it had. */
export const identityAdded: Record<Language, TemplateWords> = {
  ru: {
    title: 'В аккаунт добавлен способ входа',
    text: `Теперь в ваш аккаунт можно войти через {{identity}}.\n\n${NOT_YOU.ru.text}`,
    html: `<p>Теперь в ваш аккаунт можно войти через {{identity}}.</p>${NOT_YOU.ru.html}`,
  },
  en: {
    title: 'A sign-in method was added to your account',
    text: `{{identity}} can now sign in to your account.\n\n${NOT_YOU.en.text}`,
    html: `<p>{{identity}} can now sign in to your account.</p>${NOT_YOU.en.html}`,
  },
};
