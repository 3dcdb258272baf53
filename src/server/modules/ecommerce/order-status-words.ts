import type { Language } from '../../../shared/languages';
import type { OrderStatus } from './order-status.service';

/*
 * The dictionary of order statuses as the messages to a payer name them (the value `{{status}}` of the order-status
 * message): what a status means for the payer, rather than the admin's or the cart's name of the step.
 */

export const ORDER_STATUS_WORDS: Record<Language, Record<OrderStatus, string>> = {
  ru: {
    new: 'не оплачен, снова в корзине',
    paying: 'ожидает оплаты',
    approving: 'оплачен, ждёт подтверждения',
    packaging: 'собирается',
    delivering: 'в пути',
    delivered: 'доставлен',
    canceled: 'отменён',
  },
  en: {
    new: 'not paid, back in the cart',
    paying: 'awaiting payment',
    approving: 'paid, awaiting approval',
    packaging: 'being packed',
    delivering: 'on its way',
    delivered: 'delivered',
    canceled: 'canceled',
  },
};
