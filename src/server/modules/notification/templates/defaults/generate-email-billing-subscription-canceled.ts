import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** A regular gift was canceled: nothing more is charged, and what was paid for lasts until the period's end. */
export const emailBillingSubscriptionCanceled: Record<Language, TemplateWords> = {
  ru: {
    title: 'Ежемесячное пожертвование отменено',
    text:
      'Ваше пожертвование {{amount}} {{period}} отменено: больше списаний не будет. Оплаченный период действует до ' +
      '{{date}}.{{#roles}} До этого дня вы остаётесь: {{roles}}.{{/roles}}\n\n{{link}}',
    html:
      '<p>Ваше пожертвование <strong>{{amount}} {{period}}</strong> отменено: больше списаний не будет. Оплаченный ' +
      'период действует до {{date}}.{{#roles}} До этого дня вы остаётесь: {{roles}}.{{/roles}}</p>' +
      '<p><a href="{{link}}">Мои пожертвования</a></p>',
  },
  en: {
    title: 'Your monthly gift is canceled',
    text:
      'Your gift of {{amount}} {{period}} is canceled: nothing more will be charged. The period paid for lasts until ' +
      '{{date}}.{{#roles}} Until then you remain: {{roles}}.{{/roles}}\n\n{{link}}',
    html:
      '<p>Your gift of <strong>{{amount}} {{period}}</strong> is canceled: nothing more will be charged. The period ' +
      'paid for lasts until {{date}}.{{#roles}} Until then you remain: {{roles}}.{{/roles}}</p>' +
      '<p><a href="{{link}}">Your donations</a></p>',
  },
};
