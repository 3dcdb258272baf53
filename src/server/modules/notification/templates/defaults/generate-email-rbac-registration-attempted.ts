import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** `generate-email-rbac-registration-attempted`: someone registered an address that already has an account. */
export const registrationAttempted: Record<Language, TemplateWords> = {
  ru: {
    title: 'Кто-то пытался зарегистрироваться с вашей почтой',
    text:
      'Кто-то пытался создать аккаунт с этим адресом электронной почты, но аккаунт с ним уже есть. Ничего не изменилось.\n\n' +
      'Если это были вы, войдите: {{signInLink}}\n\n' +
      'или, если вы забыли пароль, задайте новый: {{forgotPasswordLink}}\n\n' +
      'Если это были не вы, просто проигнорируйте это письмо: ваш аккаунт останется прежним.',
    html:
      '<p>Кто-то пытался создать аккаунт с этим адресом электронной почты, но аккаунт с ним уже есть. Ничего не изменилось.</p>' +
      '<p>Если это были вы, <a href="{{signInLink}}">войдите</a> или, если вы забыли пароль, <a href="{{forgotPasswordLink}}">задайте новый</a>.</p>' +
      '<p>Если это были не вы, просто проигнорируйте это письмо: ваш аккаунт останется прежним.</p>',
  },
  en: {
    title: 'Someone tried to register with your email',
    text:
      'Someone tried to create an account with this email address, which already has one. Nothing was changed.\n\n' +
      'If it was you, sign in at {{signInLink}}\n\n' +
      'or, if you have forgotten your password, set a new one at {{forgotPasswordLink}}\n\n' +
      'If it was not you, ignore this message: your account stays as it is.',
    html:
      '<p>Someone tried to create an account with this email address, which already has one. Nothing was changed.</p>' +
      '<p>If it was you, <a href="{{signInLink}}">sign in</a> or, if you have forgotten your password, <a href="{{forgotPasswordLink}}">set a new one</a>.</p>' +
      '<p>If it was not you, ignore this message: your account stays as it is.</p>',
  },
};
