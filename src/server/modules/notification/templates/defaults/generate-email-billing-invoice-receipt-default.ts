import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** The receipt of a paid order, sent to its payer with the receipt's picture attached. */
export const emailBillingInvoiceReceiptDefault: Record<Language, TemplateWords> = {
  ru: {
    title: 'Квитанция о пожертвовании: заказ {{order}}',
    text:
      'Здравствуйте!\n\nСпасибо за ваше пожертвование. Квитанция по заказу {{order}} от {{date}} на сумму {{total}} — ' +
      'в приложении к этому письму.{{#link}}\n\nЗаказ и квитанция на сайте: {{link}}{{/link}}\n\nСпасибо, что помогаете ' +
      'сохранять наследие.',
    html:
      '<p>Здравствуйте!</p><p>Спасибо за ваше пожертвование. Квитанция по заказу {{order}} от {{date}} на сумму ' +
      '<strong>{{total}}</strong> — в приложении к этому письму.</p>' +
      '{{#link}}<p><a href="{{link}}">Заказ и квитанция на сайте</a></p>{{/link}}' +
      '<p>Спасибо, что помогаете сохранять наследие.</p>',
  },
  en: {
    title: 'Donation receipt: order {{order}}',
    text:
      'Hello,\n\nThank you for your donation. The receipt for order {{order}} of {{date}}, {{total}}, is attached to ' +
      'this e-mail.{{#link}}\n\nYour order and receipt on the site: {{link}}{{/link}}\n\nThank you for helping to save ' +
      'our heritage.',
    html:
      '<p>Hello,</p><p>Thank you for your donation. The receipt for order {{order}} of {{date}}, ' +
      '<strong>{{total}}</strong>, is attached to this e-mail.</p>' +
      '{{#link}}<p><a href="{{link}}">Your order and receipt on the site</a></p>{{/link}}' +
      '<p>Thank you for helping to save our heritage.</p>',
  },
};
