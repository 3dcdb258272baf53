import type { Language } from '@/shared/languages';
import type { OrderPaymentState } from '@/shared/order-payment';

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
  payment: 'Payment',
  paymentState: { paid: 'paid', refunded: 'refunded', unpaid: 'not paid' } as Record<OrderPaymentState, string>,
  unpaidNotice:
    'No payment recorded: no receipt was issued, no role given, no message sent. A status is not a payment: if the money came outside the site, record it here.',
  offlineTitle: 'Payment received outside the site',
  offlineOpen: 'Record a payment',
  offlineDue: (amount: string) => `Due: ${amount}. The payment pays every order of this checkout.`,
  offlineAmount: 'Amount received',
  offlinePaidAt: 'Date received',
  offlineNote: 'How it came',
  offlineNoteHint: 'A bank transfer and its reference, cash…',
  offlineSubmit: 'Record the payment',
  offlineCancel: 'Cancel',
  offlineRecorded: 'Payment recorded: the receipt, the role and the message follow.',
  offlineNeedsAttention: (count: number) => `${count} fields need attention`,
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
  payment: 'Оплата',
  paymentState: { paid: 'оплачен', refunded: 'возвращён', unpaid: 'не оплачен' },
  unpaidNotice:
    'Оплата не записана: чек не выписан, роль не выдана, письмо не отправлено. Статус не заменяет платёж: если деньги пришли вне сайта, запишите оплату здесь.',
  offlineTitle: 'Оплата вне сайта',
  offlineOpen: 'Записать оплату',
  offlineDue: (amount: string) => `К оплате: ${amount}. Оплата закроет все заказы этого оформления.`,
  offlineAmount: 'Получено',
  offlinePaidAt: 'Дата получения',
  offlineNote: 'Как получено',
  offlineNoteHint: 'Банковский перевод и его номер, наличные…',
  offlineSubmit: 'Записать оплату',
  offlineCancel: 'Отмена',
  offlineRecorded: 'Оплата записана: чек, роль и письмо последуют.',
  offlineNeedsAttention: (count: number) => `Проверьте поля: ${count}`,
};

export const ORDER_PAYMENTS_DICTIONARY: Record<Language, OrderPaymentsDictionary> = { en, ru };
