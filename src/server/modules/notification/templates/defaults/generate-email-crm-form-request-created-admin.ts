import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/**
 * `generate-email-crm-form-request-created-admin`: a form's request, to the team: who sent what in the subject line,
 * then the answers under their labels and the fields that name no input (only when there are some: `extrasCount` is
 * empty otherwise).
 */
export const crmRequestCreated: Record<Language, TemplateWords> = {
  ru: {
    title: 'Новая заявка: {{subject}}',
    text:
      'Форма: {{form}} ({{formSlug}})\nЗаявка: {{request}}, {{submitted}} UTC\n\n' +
      '{{#answers}}{{label}}: {{value}}\n{{/answers}}' +
      '{{#extrasCount}}\nДругие поля:\n{{#extras}}{{key}}: {{value}}\n{{/extras}}{{/extrasCount}}',
    html:
      '<p>Форма: {{form}} ({{formSlug}})<br>Заявка: {{request}}, {{submitted}} UTC</p>' +
      '<ul>{{#answers}}<li>{{label}}: {{value}}</li>{{/answers}}</ul>' +
      '{{#extrasCount}}<p>Другие поля:</p><ul>{{#extras}}<li>{{key}}: {{value}}</li>{{/extras}}</ul>{{/extrasCount}}',
  },
  en: {
    title: 'New request: {{subject}}',
    text:
      'Form: {{form}} ({{formSlug}})\nRequest: {{request}}, {{submitted}} UTC\n\n' +
      '{{#answers}}{{label}}: {{value}}\n{{/answers}}' +
      '{{#extrasCount}}\nOther fields:\n{{#extras}}{{key}}: {{value}}\n{{/extras}}{{/extrasCount}}',
    html:
      '<p>Form: {{form}} ({{formSlug}})<br>Request: {{request}}, {{submitted}} UTC</p>' +
      '<ul>{{#answers}}<li>{{label}}: {{value}}</li>{{/answers}}</ul>' +
      '{{#extrasCount}}<p>Other fields:</p><ul>{{#extras}}<li>{{key}}: {{value}}</li>{{/extras}}</ul>{{/extrasCount}}',
  },
};
