import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';
import { NOT_YOU } from './account-notice-parts';

/** `generate-email-rbac-identity-deleted`: a way into the account was removed, told to the addresses it had. */
export const identityDeleted: Record<Language, TemplateWords> = {
  ru: {
    title: 'Из аккаунта удалён способ входа',
    text: `Через {{identity}} больше нельзя войти в ваш аккаунт.\n\n${NOT_YOU.ru.text}`,
    html: `<p>Через {{identity}} больше нельзя войти в ваш аккаунт.</p>${NOT_YOU.ru.html}`,
  },
  en: {
    title: 'A sign-in method was removed from your account',
    text: `{{identity}} can no longer sign in to your account.\n\n${NOT_YOU.en.text}`,
    html: `<p>{{identity}} can no longer sign in to your account.</p>${NOT_YOU.en.html}`,
  },
};
