import type { Language } from '../../../../../shared/languages';

/*
 * Sentences the built-in words of several account notices share: what to do when the change was not the owner's, and
 * the sign-in methods added lately (shown only when there are some: `latelyDays` is empty otherwise).
 */

export const NOT_YOU: Record<Language, { text: string; html: string }> = {
  ru: {
    text: 'Если это были не вы, войдите, проверьте способы входа в настройках ({{settingsLink}}) и смените пароль.',
    html: '<p>Если это были не вы, войдите, проверьте способы входа в <a href="{{settingsLink}}">настройках</a> и смените пароль.</p>',
  },
  en: {
    text: 'If it was not you, sign in, check your sign-in methods in the settings ({{settingsLink}}) and change your password.',
    html: '<p>If it was not you, sign in, check your sign-in methods in the <a href="{{settingsLink}}">settings</a> and change your password.</p>',
  },
};

export const LATELY: Record<Language, { text: string; html: string }> = {
  ru: {
    text:
      '{{#latelyDays}}\n\nСпособы входа, добавленные в аккаунт за последние {{latelyDays}} дней:\n' +
      '{{#lately}}- {{name}} ({{date}})\n{{/lately}}Если какой-то из них не ваш, удалите его в настройках.{{/latelyDays}}',
    html:
      '{{#latelyDays}}<p>Способы входа, добавленные в аккаунт за последние {{latelyDays}} дней:</p>' +
      '<ul>{{#lately}}<li>{{name}} ({{date}})</li>{{/lately}}</ul>' +
      '<p>Если какой-то из них не ваш, удалите его в <a href="{{settingsLink}}">настройках</a>.</p>{{/latelyDays}}',
  },
  en: {
    text:
      '{{#latelyDays}}\n\nSign-in methods added to your account in the last {{latelyDays}} days:\n' +
      '{{#lately}}- {{name}} ({{date}})\n{{/lately}}If one of them is not yours, delete it in the settings.{{/latelyDays}}',
    html:
      '{{#latelyDays}}<p>Sign-in methods added to your account in the last {{latelyDays}} days:</p>' +
      '<ul>{{#lately}}<li>{{name}} ({{date}})</li>{{/lately}}</ul>' +
      '<p>If one of them is not yours, delete it in the <a href="{{settingsLink}}">settings</a>.</p>{{/latelyDays}}',
  },
};

/** What to do after a password change that was not the owner's. */
export const RESET_AT_ONCE: Record<Language, { text: string; html: string }> = {
  ru: {
    text: 'Если это были не вы, сразу сбросьте пароль и проверьте способы входа в настройках ({{settingsLink}}).',
    html: '<p>Если это были не вы, сразу сбросьте пароль и проверьте способы входа в <a href="{{settingsLink}}">настройках</a>.</p>',
  },
  en: {
    text: 'If it was not you, reset your password at once and check your sign-in methods in the settings ({{settingsLink}}).',
    html: '<p>If it was not you, reset your password at once and check your sign-in methods in the <a href="{{settingsLink}}">settings</a>.</p>',
  },
};
