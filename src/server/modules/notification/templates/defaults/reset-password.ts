import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** `reset-password`: the reset code, to the address that asked for it. */
export const resetPassword: Record<Language, TemplateWords> = {
  ru: {
    title: 'Сброс пароля',
    text:
      'Чтобы задать новый пароль, откройте {{link}}\n\n' +
      'или введите код {{code}} на странице сброса. Код действует один раз в течение {{minutes}} минут.\n\n' +
      'Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
    html:
      '<p>Чтобы задать новый пароль, откройте <a href="{{link}}">страницу сброса пароля</a> или введите на ней код <b>{{code}}</b>.</p>' +
      '<p>Код действует один раз в течение {{minutes}} минут.</p>' +
      '<p>Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.</p>',
  },
  en: {
    title: 'Reset your password',
    text:
      'To set a new password, open {{link}}\n\n' +
      'or enter the code {{code}} on the reset page. The code works once, within {{minutes}} minutes.\n\n' +
      'If you did not ask for this, ignore this message: your password stays as it is.',
    html:
      '<p>To set a new password, open <a href="{{link}}">the password reset page</a> or enter the code <b>{{code}}</b> there.</p>' +
      '<p>The code works once, within {{minutes}} minutes.</p>' +
      '<p>If you did not ask for this, ignore this message: your password stays as it is.</p>',
  },
};
