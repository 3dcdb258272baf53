import type { Site } from './build';
import { richText } from './rich-text';

/**
 * The words of the message a donor gets when their order's status changes (order-status-changed), in both languages:
 * an editor may change them in the admin. `{{order}}`, `{{status}}`, `{{total}}` and `{{link}}` are filled in.
 */
export function describeOrderNotifications(site: Site): void {
  site.tables.notificationTemplates.add({
    variant: 'generate-email-ecommerce-order-status-changed-default',
    slug: 'order-status-changed',
    adminTitle: 'Order status changed',
    title: { ru: 'Заказ {{order}}: {{status}}', en: 'Order {{order}}: {{status}}' },
    description: richText({
      ru: [
        'Здравствуйте!',
        'Статус вашего заказа {{order}} изменился: {{status}}.',
        'Сумма: {{total}}.',
        'Заказ и квитанция: {{link}}',
        'Спасибо, что помогаете сохранять наследие.',
      ],
      en: [
        'Hello,',
        'Your order {{order}} is now: {{status}}.',
        'Total: {{total}}.',
        'Your order and receipt: {{link}}',
        'Thank you for helping to save our heritage.',
      ],
    }),
  });
}
