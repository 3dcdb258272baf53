import { amountText } from '../../../../shared/amount-text';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../shared/languages';
import { localized } from '../../../../shared/localized-text';
import { isPaymentProvider, PAYMENT_PROVIDER_TITLES } from '../../../../shared/payment-providers';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import { currentPayee, type Payee } from '../../billing';
import { siteName } from '../../host';
import { identitiesOfSubject } from '../../rbac/subjects/subjects.service';
import { ordersWithLines } from '../orders.service';

/*
 * What an order's receipt says, read apart from its drawing so that it can be checked: who received the donation (the
 * payee's legal and bank details, docs/decisions/0032), who gave it, for which projects, when, how much and how. A
 * receipt shows the whole payment that paid its order (every order of that checkout in the currency), so each of a
 * donation's receipts reads the same.
 */

export const RECEIPT_WORDS = {
  ru: {
    receipt: 'Квитанция о пожертвовании',
    number: '№',
    donor: 'Жертвователь',
    date: 'Дата',
    method: 'Способ оплаты',
    invoice: 'Счёт',
    project: 'Проект',
    amount: 'Сумма',
    total: 'Итого',
    unpaid: 'Оплата через сайт не записана',
    test: 'Тестовый платёж: деньги не списываются',
    recipient: 'Получатель',
    inn: 'ИНН',
    ogrn: 'ОГРН',
    kpp: 'КПП',
    bank: 'Банк',
    bankAccount: 'Р/с',
    bic: 'БИК',
    correspondentAccount: 'К/с',
    more: 'и ещё проектов:',
    thanks: 'Спасибо за вашу помощь!',
  },
  en: {
    receipt: 'Donation receipt',
    number: 'No.',
    donor: 'Donor',
    date: 'Date',
    method: 'Payment method',
    invoice: 'Invoice',
    project: 'Project',
    amount: 'Amount',
    total: 'Total',
    unpaid: 'No payment through the site is recorded',
    test: 'Test payment: no money is charged',
    recipient: 'Recipient',
    inn: 'INN',
    ogrn: 'OGRN',
    kpp: 'KPP',
    bank: 'Bank',
    bankAccount: 'Account',
    bic: 'BIC',
    correspondentAccount: 'Corr. account',
    more: 'and more projects:',
    thanks: 'Thank you for your help!',
  },
} as const satisfies Record<Language, Record<string, string>>;

export interface PaidInvoice {
  id: string;
  paymentIntentId: string;
  provider: string;
  amount: string;
  paidAt: Date;
  email: string | null;
  language: string;
  /** Its page on the site. */
  returnUrl: string | null;
  slug: string;
  symbol: string | null;
  decimals: number;
}

/** The invoice that paid the order (its first, should a second have been paid and flagged for refund). */
export const paidInvoiceOf = async (db: Database, orderId: string) =>
  (
    await db.query<PaidInvoice>(
      `SELECT inv."id", z."billingModulePaymentIntentId" AS "paymentIntentId", inv."provider",
              round(inv."amount", c."decimals")::text AS "amount", inv."paidAt", inv."email", inv."language",
              inv."returnUrl", c."slug", c."symbol", c."decimals"
         FROM "EcommerceOrdersToBillingModulePaymentIntents" z
         JOIN "BillingPaymentIntentsToInvoices" x ON x."paymentIntentId" = z."billingModulePaymentIntentId"
         JOIN "BillingInvoice" inv ON inv."id" = x."invoiceId" AND inv."status" = 'paid' AND inv."paidAt" IS NOT NULL
         JOIN "BillingPaymentIntentsToCurrencies" y ON y."paymentIntentId" = z."billingModulePaymentIntentId"
         JOIN "BillingCurrency" c ON c."id" = y."currencyId"
        WHERE z."orderId" = $1 ORDER BY inv."paidAt", inv."id" LIMIT 1`,
      [orderId],
    )
  )[0];

/**
 * The orders a payment intent pays (the order itself when it was not paid through one), as the checkout listed them
 * (links held before that was kept tie on it: then the oldest first).
 */
const ordersOfPayment = async (db: Database, orderId: string, paymentIntentId: string | undefined) =>
  paymentIntentId
    ? (
        await db.query<{ orderId: string }>(
          `SELECT x."orderId" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
             JOIN "EcommerceOrder" o ON o."id" = x."orderId"
            WHERE x."billingModulePaymentIntentId" = $1 ORDER BY x."orderIndex", o."createdAt", o."id"`,
          [paymentIntentId],
        )
      ).map((row) => row.orderId)
    : [orderId];

/** Who gave: the email the payment was made with, else the order's subject's first email. */
async function donorOf(db: Database, orderId: string, paidWith: string | null | undefined): Promise<string | null> {
  if (paidWith) return paidWith;
  const [link] = await db.query<{ subjectId: string }>(
    `SELECT "subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" WHERE "ecommerceModuleOrderId" = $1
      ORDER BY "createdAt", "id" LIMIT 1`,
    [orderId],
  );
  if (!link) return null;
  return (await identitiesOfSubject(db, link.subjectId)).find((identity) => identity.email)?.email ?? null;
}

export const dateText = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

export interface ReceiptData {
  language: Language;
  /** The order's number: the first 8 characters of its id, upper case. */
  number: string;
  siteName: string;
  /** Who received the donation; null where no payee is kept. */
  payee: Payee | null;
  donor: string | null;
  /** When it was paid (when the order last changed, if no payment is recorded). */
  date: string;
  projects: { title: string; quantity: number; amount: string }[];
  /** What was paid (what the orders come to, with no payment), in the currency as the site writes it. */
  total: string | null;
  /** The provider in words, or that it was a test payment; null when no payment is recorded. */
  method: string | null;
  test: boolean;
  /** The paying invoice's number; null with no payment. */
  invoice: string | null;
}

/** What the receipt of the order says, in `language` (else the language the payer checked out in). A 404 for no order. */
export async function receiptData(db: Database, orderId: string, asked?: Language): Promise<ReceiptData> {
  const payment = await paidInvoiceOf(db, orderId);
  const orderIds = await ordersOfPayment(db, orderId, payment?.paymentIntentId);
  const [orders, payee, donor] = await Promise.all([
    ordersWithLines(db, orderIds),
    currentPayee(db),
    donorOf(db, orderId, payment?.email),
  ]);
  const order = orders.find((candidate) => candidate.id === orderId);
  if (!order) throw notFound(`EcommerceOrder with id ${orderId} not found`, 'orderId');
  const language = asked ?? (isLanguage(payment?.language) ? payment.language : DEFAULT_LANGUAGE);
  const words = RECEIPT_WORDS[language];
  const projects = orders.flatMap((each) =>
    each.ordersToProducts.map((line) => ({
      title: localized(line.product.title, language) || line.product.slug,
      quantity: line.quantity,
      amount:
        line.total !== null && each.billingModuleCurrency ? amountText(line.total, each.billingModuleCurrency, language) : '—',
    })),
  );
  const [orderTotal] = order.totals;
  const test = payment?.provider === 'dummy';
  return {
    language,
    number: order.id.slice(0, 8).toUpperCase(),
    siteName: await siteName(db, language),
    payee,
    donor,
    date: dateText(payment?.paidAt ?? order.updatedAt, language),
    projects,
    total: payment
      ? amountText(payment.amount, payment, language)
      : orderTotal
        ? amountText(orderTotal.amount, orderTotal.billingModuleCurrency, language)
        : null,
    method: payment
      ? test
        ? words.test
        : isPaymentProvider(payment.provider)
          ? PAYMENT_PROVIDER_TITLES[payment.provider]
          : payment.provider
      : null,
    test,
    invoice: payment ? payment.id.slice(0, 8).toUpperCase() : null,
  };
}
