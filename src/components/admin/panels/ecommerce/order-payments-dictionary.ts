import type { Language } from '@/shared/languages';

/*
 * Every visible word of the order form's payments panel, in English and Russian: the panel speaks the admin's chosen
 * language. English is the reference; the Russian one must have exactly the same keys. Statuses are the stored values'
 * names (an intent is a payment, an invoice an attempt to pay it at a provider); a value the words do not know shows
 * as stored.
 */

const en = {
  title: 'Payments',
  none: 'No payments yet: the order has not been checked out.',
  intent: 'Payment',
  created: 'created',
  noCurrency: 'no currency',
  noInvoices: 'No invoices.',
  invoicesOf: (amount: string) => `Invoices of the payment of ${amount}`,
  provider: 'Provider',
  status: 'Status',
  amount: 'Amount',
  createdAt: 'Created',
  paidAt: 'Paid',
  expiresAt: 'Expires',
  events: 'Notifications',
  paymentPage: 'Payment page',
  openInvoice: (provider: string) => `Open the ${provider} invoice`,
  refundDue: 'Refund due',
  refundDueSummary: (count: number) =>
    count === 1
      ? '1 invoice was paid but is owed back to the payer.'
      : `${count} invoices were paid but are owed back to the payer.`,
  noEvents: 'none',
  received: (count: number) => (count === 1 ? '1 received' : `${count} received`),
  latestEvents: 'Latest notifications',
  intentStatus: { open: 'open', paid: 'paid', canceled: 'canceled' } as Record<string, string>,
  invoiceStatus: {
    open: 'open',
    paid: 'paid',
    failed: 'failed',
    expired: 'expired',
    refunded: 'refunded',
    canceled: 'canceled',
  } as Record<string, string>,
};

export type OrderPaymentsDictionary = typeof en;

const ru: OrderPaymentsDictionary = {
  title: 'Платежи',
  none: 'Платежей пока нет: заказ не оформлялся.',
  intent: 'Платёж',
  created: 'создан',
  noCurrency: 'без валюты',
  noInvoices: 'Счетов нет.',
  invoicesOf: (amount: string) => `Счета платежа на ${amount}`,
  provider: 'Провайдер',
  status: 'Статус',
  amount: 'Сумма',
  createdAt: 'Создан',
  paidAt: 'Оплачен',
  expiresAt: 'Истекает',
  events: 'Уведомления',
  paymentPage: 'Страница оплаты',
  openInvoice: (provider: string) => `Открыть счёт ${provider}`,
  refundDue: 'К возврату',
  refundDueSummary: (count: number) =>
    count === 1 ? '1 счёт оплачен, но деньги нужно вернуть плательщику.' : `Счетов к возврату плательщику: ${count}.`,
  noEvents: 'нет',
  received: (count: number) => `получено: ${count}`,
  latestEvents: 'Последние уведомления',
  intentStatus: { open: 'открыт', paid: 'оплачен', canceled: 'отменён' },
  invoiceStatus: {
    open: 'открыт',
    paid: 'оплачен',
    failed: 'не прошёл',
    expired: 'истёк',
    refunded: 'возвращён',
    canceled: 'отменён',
  },
};

export const ORDER_PAYMENTS_DICTIONARY: Record<Language, OrderPaymentsDictionary> = { en, ru };
