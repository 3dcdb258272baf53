import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** `generate-email-rbac-email-changed`: the sign-in email was replaced, told to the addresses the account had. */
export const emailChanged: Record<Language, TemplateWords> = {
  ru: {
    title: 'Электронная почта аккаунта изменена',
    text:
      'Почта для входа в аккаунт {{from}} заменена на {{to}}.\n\n' +
      'Если это были не вы, войдите с {{to}} и своим паролем, верните свою почту в настройках ({{settingsLink}}) и смените пароль.',
    html:
      '<p>Почта для входа в аккаунт {{from}} заменена на {{to}}.</p>' +
      '<p>Если это были не вы, войдите с {{to}} и своим паролем, верните свою почту в <a href="{{settingsLink}}">настройках</a> и смените пароль.</p>',
  },
  en: {
    title: 'The email of your account was changed',
    text:
      'The sign-in email {{from}} of your account was changed to {{to}}.\n\n' +
      'If it was not you, sign in with {{to}} and your password, put your email back in the settings ({{settingsLink}}) and change your password.',
    html:
      '<p>The sign-in email {{from}} of your account was changed to {{to}}.</p>' +
      '<p>If it was not you, sign in with {{to}} and your password, put your email back in the <a href="{{settingsLink}}">settings</a> and change your password.</p>',
  },
};
