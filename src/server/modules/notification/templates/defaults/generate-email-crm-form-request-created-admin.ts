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
      'Ответы:{{#answers}}\n{{label}}: {{value}}{{/answers}}' +
      '{{#extrasCount}}\n\nДругие поля:{{#extras}}\n{{key}}: {{value}}{{/extras}}{{/extrasCount}}',
    html:
      '<p>Форма: {{form}} ({{formSlug}})<br>Заявка: {{request}}, {{submitted}} UTC</p>' +
      '<p>Ответы:</p><ul>{{#answers}}<li>{{label}}: {{value}}</li>{{/answers}}</ul>' +
      '{{#extrasCount}}<p>Другие поля:</p><ul>{{#extras}}<li>{{key}}: {{value}}</li>{{/extras}}</ul>{{/extrasCount}}',
  },
  en: {
    title: 'New request: {{subject}}',
    text:
      'Form: {{form}} ({{formSlug}})\nRequest: {{request}}, {{submitted}} UTC\n\n' +
      'Answers:{{#answers}}\n{{label}}: {{value}}{{/answers}}' +
      '{{#extrasCount}}\n\nOther fields:{{#extras}}\n{{key}}: {{value}}{{/extras}}{{/extrasCount}}',
    html:
      '<p>Form: {{form}} ({{formSlug}})<br>Request: {{request}}, {{submitted}} UTC</p>' +
      '<p>Answers:</p><ul>{{#answers}}<li>{{label}}: {{value}}</li>{{/answers}}</ul>' +
      '{{#extrasCount}}<p>Other fields:</p><ul>{{#extras}}<li>{{key}}: {{value}}</li>{{/extras}}</ul>{{/extrasCount}}',
  },
};
