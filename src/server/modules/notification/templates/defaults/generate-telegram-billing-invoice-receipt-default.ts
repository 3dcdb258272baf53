import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** The receipt by Telegram: the text is the caption of the receipt's picture (Telegram keeps captions short). */
export const telegramBillingInvoiceReceiptDefault: Record<Language, TemplateWords> = {
  ru: {
    title: 'Квитанция о пожертвовании: заказ {{order}}',
    text: 'Квитанция о пожертвовании: заказ {{order}}, {{date}}, {{total}}. Спасибо!{{#link}}\n\n{{link}}{{/link}}',
    html:
      '<p>Квитанция о пожертвовании: заказ {{order}}, {{date}}, <strong>{{total}}</strong>. Спасибо!</p>' +
      '{{#link}}<p><a href="{{link}}">Заказ и квитанция на сайте</a></p>{{/link}}',
  },
  en: {
    title: 'Donation receipt: order {{order}}',
    text: 'Donation receipt: order {{order}}, {{date}}, {{total}}. Thank you!{{#link}}\n\n{{link}}{{/link}}',
    html:
      '<p>Donation receipt: order {{order}}, {{date}}, <strong>{{total}}</strong>. Thank you!</p>' +
      '{{#link}}<p><a href="{{link}}">Your order and receipt on the site</a></p>{{/link}}',
  },
};
