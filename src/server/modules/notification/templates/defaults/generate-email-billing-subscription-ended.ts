import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** A regular gift has ended (canceled and run out, or unpaid): why, the roles taken back, where to set it up again. */
export const emailBillingSubscriptionEnded: Record<Language, TemplateWords> = {
  ru: {
    title: 'Ежемесячное пожертвование завершено',
    text:
      'Ваше пожертвование {{amount}} {{period}} завершено{{#reason}}: {{reason}}{{/reason}}.' +
      '{{#roles}} Роль {{roles}} снята.{{/roles}}\n\nОформить его снова можно на сайте фонда: {{link}}',
    html:
      '<p>Ваше пожертвование <strong>{{amount}} {{period}}</strong> завершено{{#reason}}: {{reason}}{{/reason}}.' +
      '{{#roles}} Роль {{roles}} снята.{{/roles}}</p>' +
      '<p>Оформить его снова можно <a href="{{link}}">на сайте фонда</a>.</p>',
  },
  en: {
    title: 'Your monthly gift has ended',
    text:
      'Your gift of {{amount}} {{period}} has ended{{#reason}}: {{reason}}{{/reason}}.' +
      '{{#roles}} The role {{roles}} is taken back.{{/roles}}\n\nYou can set it up again on the foundation’s site: {{link}}',
    html:
      '<p>Your gift of <strong>{{amount}} {{period}}</strong> has ended{{#reason}}: {{reason}}{{/reason}}.' +
      '{{#roles}} The role {{roles}} is taken back.{{/roles}}</p>' +
      '<p>You can set it up again <a href="{{link}}">on the foundation’s site</a>.</p>',
  },
};
