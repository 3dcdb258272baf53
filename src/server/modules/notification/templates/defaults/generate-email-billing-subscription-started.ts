import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** A regular gift was set up: how much, how often, the next charge, the roles it gives, where to cancel it. */
export const emailBillingSubscriptionStarted: Record<Language, TemplateWords> = {
  ru: {
    title: 'Ежемесячное пожертвование оформлено',
    text:
      'Спасибо! Ваше пожертвование {{amount}} {{period}} оформлено. Следующее списание — {{date}}.' +
      '{{#roles}} Пока оно действует, вы — {{roles}}.{{/roles}}\n\nОтменить его можно в разделе «Мои пожертвования»: {{link}}',
    html:
      '<p>Спасибо! Ваше пожертвование <strong>{{amount}} {{period}}</strong> оформлено. Следующее списание — {{date}}.' +
      '{{#roles}} Пока оно действует, вы — {{roles}}.{{/roles}}</p>' +
      '<p>Отменить его можно в разделе <a href="{{link}}">«Мои пожертвования»</a>.</p>',
  },
  en: {
    title: 'Your monthly gift is set up',
    text:
      'Thank you! Your gift of {{amount}} {{period}} is set up. The next charge is on {{date}}.' +
      '{{#roles}} While it lasts, you are: {{roles}}.{{/roles}}\n\nYou can cancel it on your donations page: {{link}}',
    html:
      '<p>Thank you! Your gift of <strong>{{amount}} {{period}}</strong> is set up. The next charge is on {{date}}.' +
      '{{#roles}} While it lasts, you are: {{roles}}.{{/roles}}</p>' +
      '<p>You can cancel it on <a href="{{link}}">your donations page</a>.</p>',
  },
};
