import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** An order's payer is told its new status: the order, the status in words, what was paid, the invoice's page. */
export const emailEcommerceOrderStatusChangedDefault: Record<Language, TemplateWords> = {
  ru: {
    title: 'Заказ {{order}}: {{status}}',
    text:
      'Здравствуйте!\n\nСтатус вашего заказа {{order}} изменился: {{status}}.\n\nСумма: {{total}}.' +
      '{{#link}}\n\nЗаказ и квитанция: {{link}}{{/link}}\n\nСпасибо, что помогаете сохранять наследие.',
    html:
      '<p>Здравствуйте!</p><p>Статус вашего заказа {{order}} изменился: <strong>{{status}}</strong>.</p>' +
      '<p>Сумма: {{total}}.</p>{{#link}}<p><a href="{{link}}">Заказ и квитанция</a></p>{{/link}}' +
      '<p>Спасибо, что помогаете сохранять наследие.</p>',
  },
  en: {
    title: 'Order {{order}}: {{status}}',
    text:
      'Hello,\n\nYour order {{order}} is now: {{status}}.\n\nTotal: {{total}}.' +
      '{{#link}}\n\nYour order and receipt: {{link}}{{/link}}\n\nThank you for helping to save our heritage.',
    html:
      '<p>Hello,</p><p>Your order {{order}} is now: <strong>{{status}}</strong>.</p><p>Total: {{total}}.</p>' +
      '{{#link}}<p><a href="{{link}}">Your order and receipt</a></p>{{/link}}' +
      '<p>Thank you for helping to save our heritage.</p>',
  },
};
