import type { Language } from '@/shared/languages';

type InvoiceStatus = 'open' | 'paid' | 'failed' | 'expired' | 'refunded' | 'canceled';

interface BillingWords {
  invoiceTitle: string;
  invoiceMetaTitle: string;
  amount: string;
  status: Record<InvoiceStatus, string>;
  /** What the payer reads under the status: what happens now. */
  explanation: Record<InvoiceStatus, string>;
  refundDue: string;
  waiting: string;
  orders: string;
  home: string;
  /** An order the invoice pays, by its short number. */
  order: string;
  receipt: string;
  receiptAlt: string;
  receiptPending: string;
  openReceipt: string;
  /** The subject's payments widget: the list's name for screen readers, and what a visitor without a session is offered. */
  payments: string;
  signInToSeePayments: string;
  dummy: {
    title: string;
    metaTitle: string;
    description: string;
    pay: string;
    fail: string;
    sending: string;
    notOpen: string;
    failedCall: string;
  };
}

const DICTIONARY: Record<Language, BillingWords> = {
  ru: {
    invoiceTitle: 'Оплата',
    invoiceMetaTitle: 'Оплата счёта',
    amount: 'Сумма',
    status: {
      open: 'Ожидает оплаты',
      paid: 'Оплачено',
      failed: 'Оплата не прошла',
      expired: 'Срок оплаты истёк',
      refunded: 'Деньги возвращены',
      canceled: 'Счёт отменён',
    },
    explanation: {
      open: 'Как только платёжный сервис подтвердит оплату, статус на этой странице обновится сам.',
      paid: 'Спасибо! Оплата получена, заказ ждёт подтверждения. Письмо со статусом заказа отправлено на вашу почту.',
      failed: 'Платёжный сервис не провёл оплату. Можно попробовать ещё раз, пока счёт не истёк.',
      expired: 'Счёт больше не принимает оплату, а заказ вернулся в корзину: оформите его снова.',
      refunded: 'Платёж возвращён.',
      canceled: 'Этот счёт заменён другим или отменён: оплачивать его не нужно.',
    },
    refundDue: 'Этот платёж пришёл, когда заказ уже был оплачен: фонд вернёт деньги.',
    waiting: 'Ждём подтверждения от платёжного сервиса…',
    orders: 'Мои заказы',
    home: 'На главную',
    order: 'Заказ',
    receipt: 'Квитанция',
    receiptAlt: 'Квитанция к заказу',
    receiptPending: 'Квитанция готовится и появится здесь через несколько секунд…',
    openReceipt: 'Открыть квитанцию',
    payments: 'Мои платежи',
    signInToSeePayments: 'Войдите, чтобы увидеть свои платежи',
    dummy: {
      title: 'Тестовая оплата',
      metaTitle: 'Тестовая оплата',
      description: 'Здесь пожертвование проверяют от начала до конца. Выберите, чем закончится оплата.',
      pay: 'Оплатить',
      fail: 'Отклонить оплату',
      sending: 'Отправляем…',
      notOpen: 'Этот счёт уже не ждёт оплаты.',
      failedCall: 'Не удалось провести тестовую оплату',
    },
  },
  en: {
    invoiceTitle: 'Payment',
    invoiceMetaTitle: 'Invoice payment',
    amount: 'Amount',
    status: {
      open: 'Awaiting payment',
      paid: 'Paid',
      failed: 'Payment failed',
      expired: 'Payment time is over',
      refunded: 'Refunded',
      canceled: 'Invoice canceled',
    },
    explanation: {
      open: 'As soon as the payment service confirms the payment, this page updates by itself.',
      paid: 'Thank you! The payment has arrived and the order awaits approval. A message with its status went to your email.',
      failed: 'The payment service did not take the payment. You may try again until the invoice expires.',
      expired: 'The invoice takes no payment any more and the order is back in the cart: check it out again.',
      refunded: 'The payment was refunded.',
      canceled: 'This invoice was replaced or canceled: there is nothing to pay.',
    },
    refundDue: 'This payment arrived when the order was paid already: the foundation will refund it.',
    waiting: 'Waiting for the payment service to confirm…',
    orders: 'My orders',
    home: 'Home',
    order: 'Order',
    receipt: 'Receipt',
    receiptAlt: 'Receipt of order',
    receiptPending: 'The receipt is being drawn and shows here in a few seconds…',
    openReceipt: 'Open the receipt',
    payments: 'My payments',
    signInToSeePayments: 'Sign in to see your payments',
    dummy: {
      title: 'Test payment',
      metaTitle: 'Test payment',
      description: 'Here a donation is tried from start to end. Choose how the payment ends.',
      pay: 'Pay',
      fail: 'Decline the payment',
      sending: 'Sending…',
      notOpen: 'This invoice no longer awaits payment.',
      failedCall: 'The test payment could not be made',
    },
  },
};

export const billingDictionary = (language: Language): BillingWords => DICTIONARY[language];
