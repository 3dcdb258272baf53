import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** The order-status message by Telegram: the text is the whole message, short enough to read in a notification. */
export const telegramEcommerceOrderStatusChangedDefault: Record<Language, TemplateWords> = {
  ru: {
    title: 'Заказ {{order}}: {{status}}',
    text: 'Заказ {{order}}: {{status}}.\nСумма: {{total}}.{{#link}}\n\nЗаказ и квитанция: {{link}}{{/link}}',
    html:
      '<p>Заказ {{order}}: <strong>{{status}}</strong>.</p><p>Сумма: {{total}}.</p>' +
      '{{#link}}<p><a href="{{link}}">Заказ и квитанция</a></p>{{/link}}',
  },
  en: {
    title: 'Order {{order}}: {{status}}',
    text: 'Order {{order}}: {{status}}.\nTotal: {{total}}.{{#link}}\n\nYour order and receipt: {{link}}{{/link}}',
    html:
      '<p>Order {{order}}: <strong>{{status}}</strong>.</p><p>Total: {{total}}.</p>' +
      '{{#link}}<p><a href="{{link}}">Your order and receipt</a></p>{{/link}}',
  },
};
