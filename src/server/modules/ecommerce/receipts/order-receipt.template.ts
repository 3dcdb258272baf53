import { z } from 'zod';
import { amountText } from '../../../../shared/amount-text';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../../shared/languages';
import { localized } from '../../../../shared/localized-text';
import { paymentProviderTitle } from '../../../../shared/payment-providers';
import { idOf } from '../../../../shared/registry/zod-fields';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import type { FileTemplate } from '../../file-storage';
import { box, IMAGE_COLORS, page } from '../../file-storage';
import { siteName } from '../../host';
import { ordersWithLines } from '../orders.service';

/** Lines drawn one under another; a longer order shows these and how many more. */
const SHOWN_LINES = 12;

const WORDS: Record<
  Language,
  { receipt: string; order: string; total: string; paid: string; invoice: string; unpaid: string; thanks: string; more: string }
> = {
  ru: {
    receipt: 'Квитанция',
    order: 'Заказ',
    total: 'Итого',
    paid: 'Оплачено',
    invoice: 'счёт',
    unpaid: 'Оплата через сайт не записана',
    thanks: 'Спасибо!',
    more: 'и ещё позиций:',
  },
  en: {
    receipt: 'Receipt',
    order: 'Order',
    total: 'Total',
    paid: 'Paid',
    invoice: 'invoice',
    unpaid: 'No payment through the site is recorded',
    thanks: 'Thank you!',
    more: 'and more lines:',
  },
};

interface PaidInvoice {
  id: string;
  provider: string;
  amount: string;
  paidAt: Date;
  email: string | null;
  language: string;
  slug: string;
  symbol: string | null;
  decimals: number;
}

/** The invoice that paid the order (its first, should a second have been paid and flagged for refund). */
const paidInvoiceOf = async (db: Database, orderId: string) =>
  (
    await db.query<PaidInvoice>(
      `SELECT inv."id", inv."provider", round(inv."amount", c."decimals")::text AS "amount", inv."paidAt", inv."email",
              inv."language", c."slug", c."symbol", c."decimals"
         FROM "EcommerceOrdersToBillingModulePaymentIntents" z
         JOIN "BillingPaymentIntentsToInvoices" x ON x."paymentIntentId" = z."billingModulePaymentIntentId"
         JOIN "BillingInvoice" inv ON inv."id" = x."invoiceId" AND inv."status" = 'paid' AND inv."paidAt" IS NOT NULL
         JOIN "BillingPaymentIntentsToCurrencies" y ON y."paymentIntentId" = z."billingModulePaymentIntentId"
         JOIN "BillingCurrency" c ON c."id" = y."currencyId"
        WHERE z."orderId" = $1 ORDER BY inv."paidAt", inv."id" LIMIT 1`,
      [orderId],
    )
  )[0];

const dateText = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

const orderReceiptInput = z.strictObject({
  orderId: idOf('orderId'),
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
});

/**
 * An order's receipt, 1500 × 1500: the site's name, the order's number and date, its lines with their amounts, its
 * total, and the payment that paid it (provider, invoice, time, amount), in the language the payer checked out in.
 */
export const orderReceiptTemplate: FileTemplate<z.infer<typeof orderReceiptInput>> = {
  variant: 'generate-template-ecommerce-order-receipt-default',
  width: 1500,
  height: 1500,
  input: orderReceiptInput,
  async draw(db, { orderId, language: asked }) {
    const [[order], payment] = await Promise.all([ordersWithLines(db, [orderId]), paidInvoiceOf(db, orderId)]);
    if (!order) throw notFound(`EcommerceOrder with id ${orderId} not found`, 'orderId');
    const language = asked ?? (isLanguage(payment?.language) ? payment.language : DEFAULT_LANGUAGE);
    const words = WORDS[language];
    const name = await siteName(db, language);
    const number = order.id.slice(0, 8).toUpperCase();
    const lines = order.ordersToProducts;
    const line = (text: string, amount: string, muted = false) =>
      box(
        {
          justifyContent: 'space-between',
          padding: '18px 0',
          borderBottom: `2px solid ${IMAGE_COLORS.rule}`,
          fontSize: 40,
          color: muted ? IMAGE_COLORS.muted : IMAGE_COLORS.ink,
        },
        box({ maxWidth: 900 }, text),
        box({}, amount),
      );
    return {
      name: `receipt-${number.toLowerCase()}`,
      adminTitle: `${words.receipt} ${number}`,
      alt: `${words.receipt}: ${words.order} ${number}`,
      element: page(
        120,
        box({ fontSize: 40, color: IMAGE_COLORS.accent, letterSpacing: 2 }, name),
        box({ marginTop: 40, fontSize: 110, fontWeight: 700 }, words.receipt),
        box(
          { marginTop: 16, fontSize: 40, color: IMAGE_COLORS.muted },
          `${words.order} № ${number} · ${dateText(payment?.paidAt ?? order.updatedAt, language)}`,
        ),
        box(
          { flexDirection: 'column', marginTop: 60 },
          ...lines.slice(0, SHOWN_LINES).map((item) => {
            const currency = order.billingModuleCurrency;
            const title = localized(item.product.title, language) || item.product.slug;
            return line(
              `${title} × ${item.quantity}`,
              item.total !== null && currency ? amountText(item.total, currency, language) : '—',
            );
          }),
          lines.length > SHOWN_LINES ? line(`${words.more} ${lines.length - SHOWN_LINES}`, '', true) : null,
        ),
        ...order.totals.map((total) =>
          box(
            { justifyContent: 'space-between', marginTop: 36, fontSize: 56, fontWeight: 700 },
            box({}, words.total),
            box({}, amountText(total.amount, total.billingModuleCurrency, language)),
          ),
        ),
        box({ flexGrow: 1 }),
        box(
          { flexDirection: 'column', fontSize: 34, color: IMAGE_COLORS.muted, lineHeight: 1.4 },
          payment
            ? `${words.paid}: ${amountText(payment.amount, payment, language)} · ${paymentProviderTitle(
                payment.provider,
                language,
              )} · ${words.invoice} ${payment.id.slice(0, 8).toUpperCase()}`
            : words.unpaid,
          payment?.email ? box({}, payment.email) : null,
        ),
        box({ marginTop: 40, fontSize: 48, color: IMAGE_COLORS.accent }, words.thanks),
      ),
    };
  },
};
