'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { TestPaymentNotice } from '@/components/billing/test-payment-notice';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { isPaymentStatus } from '@/shared/order-payment';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { adminPathOf } from '@/shared/admin/entity-summary';
import type { Language } from '@/shared/languages';
import { formatDateTime } from '@/shared/admin/format';
import { TEST_PROVIDER } from '@/shared/payment-providers';
import { recordHref } from '../../command-palette/command-palette-search';
import { apiClient } from '../../entity-api';
import { useErrorMessage } from '../../table/messages';
import { LoadError } from '../../table/load-error';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { useRefetchOnChange } from '../use-refetch-on-change';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { valueWord } from '../../field-kinds/select/value-words';
import { OfflinePaymentForm } from './offline-payment-form';
import { OrderMessagesTable, OUTBOX } from './order-messages-table';
import { ORDER_PAYMENTS_DICTIONARY, type OrderPaymentsDictionary } from './order-payments-dictionary';
import { money, type OrderPayments, type PaymentIntent, type PaymentInvoice } from './shop-answers';

const ORDERS = '/api/ecommerce/orders';
const INVOICES = '/api/billing/invoices';
const INTENTS = '/api/billing/payment-intents';
/** What the payments are made of: an administrator's change to any of them reloads the panel. */
const PAYMENT_PARTS = [
  INVOICES,
  INTENTS,
  '/api/billing/payment-intents-to-invoices',
  '/api/ecommerce/orders-to-billing-module-payment-intents',
  OUTBOX,
];

// As every date of the admin reads: DD.MM.YYYY HH:mm.
const when = (date: Date | null) => (date ? formatDateTime(date) : '—');

/** A stored status in the panel's language, or as stored when the words do not know it. */
const named = (names: Record<string, string>, value: string) => names[value] ?? value;

/** A payment status (approving or past it) on an order no payment was recorded for: nothing followed from it. */
const statusWithoutPayment = (payments: OrderPayments) => isPaymentStatus(payments.status) && payments.payment !== 'paid';

/**
 * Tells the administrator, once, when a save leaves the order in a payment status with no payment recorded (the
 * panel reloads with every save of the order's form): the notice stays in the panel as long as that holds.
 */
function useUnpaidStatusToast(payments: OrderPayments | undefined, words: OrderPaymentsDictionary) {
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!payments) return;
    const before = seen.current;
    seen.current = payments.status;
    if (before !== undefined && before !== payments.status && statusWithoutPayment(payments)) toast.warning(words.unpaidNotice);
  }, [payments, words]);
}

/**
 * ecommerce.order-payments: what the order was asked to pay (GET /api/ecommerce/orders/{id}/payments, administrators
 * only): how it stands with its money whatever its status says, each payment intent with its invoices, newest first,
 * their amounts, dates, payment pages and the provider notifications received, a form for a payment received
 * outside the site, and the messages sent about the order (its status, its receipt) with how their delivery went. An
 * invoice owed back to its payer is flagged in words, not colour alone. Each intent, invoice and message opens in its
 * own table. Reloads after a change of the order, its payments or the outbox in the admin, and on focus (a webhook
 * changes them elsewhere).
 */
export function OrderPaymentsPanel({ id, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = ORDER_PAYMENTS_DICTIONARY[interfaceLanguage];
  const payments = useQuery({
    queryKey: [ORDERS, 'payments', id],
    queryFn: () => apiClient().ecommerce.orders.payments.query({ id }),
  });
  useRefetchOnChange(PAYMENT_PARTS, payments.refetch);
  useUnpaidStatusToast(payments.data, words);
  const [recording, setRecording] = useState(false);
  const headingId = `panel-ecommerce-order-payments-${id}`;

  if (payments.isPending) return <PanelSkeleton />;
  if (payments.isError)
    return (
      <PanelSection id={headingId} title={words.title} module="ecommerce">
        <LoadError message={errorMessage(payments.error)} onRetry={() => void payments.refetch()} />
      </PanelSection>
    );
  const intents = payments.data.paymentIntents;
  const invoices = intents.flatMap((intent) => intent.invoices);
  const owedBack = invoices.filter((invoice) => invoice.refundDue).length;
  return (
    <PanelSection id={headingId} title={words.title} module="ecommerce" busy={payments.isFetching}>
      {invoices.some((invoice) => invoice.provider === TEST_PROVIDER) ? <TestPaymentNotice language={interfaceLanguage} /> : null}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{words.payment}:</span>
        <Badge variant={payments.data.payment === 'paid' ? 'default' : 'outline'} data-order-payment={payments.data.payment}>
          {words.paymentState[payments.data.payment]}
        </Badge>
      </p>
      {statusWithoutPayment(payments.data) ? (
        <p role="status" className="rounded-md border border-destructive/50 p-2 text-sm" data-unpaid-status-notice>
          {words.unpaidNotice}
        </p>
      ) : null}
      {payments.data.due ? (
        recording ? (
          <OfflinePaymentForm
            orderId={id}
            due={payments.data.due.amount}
            dueText={money(payments.data.due.amount, payments.data.due.billingModuleCurrency, interfaceLanguage)}
            words={words}
            language={interfaceLanguage}
            onDone={() => setRecording(false)}
          />
        ) : (
          <div>
            <Button type="button" size="sm" variant="outline" onClick={() => setRecording(true)}>
              {words.offlineOpen}
            </Button>
          </div>
        )
      ) : null}
      {owedBack > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-refund-due-summary>
          <RefundDueBadge words={words} />
          {words.refundDueSummary(owedBack)}
        </p>
      ) : null}
      {intents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.none}</p>
      ) : (
        intents.map((intent) => <IntentPayments key={intent.id} intent={intent} words={words} language={interfaceLanguage} />)
      )}
      <OrderMessagesTable messages={payments.data.messages} words={words} language={interfaceLanguage} />
    </PanelSection>
  );
}

/** One payment intent: its amount, status and description, then its invoices. */
function IntentPayments({
  intent,
  words,
  language,
}: {
  intent: PaymentIntent;
  words: OrderPaymentsDictionary;
  language: Language;
}) {
  const total = money(intent.amount, intent.billingModuleCurrency, language);
  return (
    <div className="grid gap-2 rounded-md border p-2" data-payment-intent={intent.id}>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <Link href={recordHref(adminPathOf(INTENTS), intent.id)} className="font-medium underline-offset-4 hover:underline">
          {words.intent} <span className="tabular-nums">{total}</span>
        </Link>
        <Badge variant={intent.status === 'paid' ? 'default' : 'outline'} data-intent-status={intent.status}>
          {named(words.intentStatus, intent.status)}
        </Badge>
        {intent.billingModuleCurrency ? null : <span className="text-muted-foreground">({words.noCurrency})</span>}
        <span className="text-xs text-muted-foreground">
          {words.created} {when(intent.createdAt)}
        </span>
        {intent.description ? <span className="basis-full text-muted-foreground">{intent.description}</span> : null}
      </div>
      {intent.invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.noInvoices}</p>
      ) : (
        <Table aria-label={words.invoicesOf(total)}>
          <TableHeader>
            <TableRow>
              <TableHead>{words.provider}</TableHead>
              <TableHead>{words.status}</TableHead>
              <TableHead className="text-right">{words.amount}</TableHead>
              {/* A phone has room for the provider, the status and the amount: dates and notifications go under the provider. */}
              <TableHead className="hidden md:table-cell">{words.createdAt}</TableHead>
              <TableHead className="hidden md:table-cell">{words.paidAt}</TableHead>
              <TableHead className="hidden lg:table-cell">{words.expiresAt}</TableHead>
              <TableHead className="hidden sm:table-cell">{words.events}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {intent.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} intent={intent} words={words} language={language} />
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function InvoiceRow({
  invoice,
  intent,
  words,
  language,
}: {
  invoice: PaymentInvoice;
  intent: PaymentIntent;
  words: OrderPaymentsDictionary;
  language: Language;
}) {
  const { received, latest } = invoice.events;
  const provider = valueWord(ADMIN_DICTIONARY[language].enumValues, invoice.provider);
  return (
    <TableRow data-row-id={invoice.id} data-refund-due={invoice.refundDue || undefined}>
      <TableCell className="min-w-40 align-top whitespace-normal">
        <Link
          href={recordHref(adminPathOf(INVOICES), invoice.id)}
          className="font-medium underline-offset-4 hover:underline"
          aria-label={words.openInvoice(provider)}
        >
          {provider}
        </Link>
        {invoice.note ? <span className="block text-xs break-words whitespace-pre-wrap">{invoice.note}</span> : null}
        {invoice.email ? <span className="block text-xs break-all text-muted-foreground">{invoice.email}</span> : null}
        {invoice.providerId ? (
          <span className="block font-mono text-xs break-all text-muted-foreground">{invoice.providerId}</span>
        ) : null}
        {invoice.paymentUrl ? (
          <a
            href={invoice.paymentUrl}
            target="_blank"
            rel="noreferrer"
            className="block text-xs underline-offset-4 hover:underline"
          >
            {words.paymentPage} ↗
          </a>
        ) : null}
        <span className="block text-xs text-muted-foreground md:hidden">
          {words.createdAt} {when(invoice.createdAt)}
          {invoice.paidAt ? ` · ${words.paidAt} ${when(invoice.paidAt)}` : ''}
          <span className="sm:hidden">
            {' · '}
            {words.events}: {received === 0 ? words.noEvents : words.received(received)}
          </span>
        </span>
      </TableCell>
      <TableCell className="align-top">
        <div className="flex flex-wrap gap-1">
          <Badge variant={invoice.status === 'paid' ? 'default' : 'outline'} data-invoice-status={invoice.status}>
            {named(words.invoiceStatus, invoice.status)}
          </Badge>
          {invoice.refundDue ? <RefundDueBadge words={words} /> : null}
        </div>
      </TableCell>
      <TableCell className="text-right align-top font-medium tabular-nums">
        {money(invoice.amount, intent.billingModuleCurrency, language)}
      </TableCell>
      <TableCell className="hidden align-top tabular-nums md:table-cell">{when(invoice.createdAt)}</TableCell>
      <TableCell className="hidden align-top tabular-nums md:table-cell">{when(invoice.paidAt)}</TableCell>
      <TableCell className="hidden align-top tabular-nums lg:table-cell">{when(invoice.expiresAt)}</TableCell>
      <TableCell className="hidden min-w-40 align-top whitespace-normal sm:table-cell" data-events-received={received}>
        {received === 0 ? (
          <span className="text-muted-foreground">{words.noEvents}</span>
        ) : (
          <>
            <span className="tabular-nums">{words.received(received)}</span>
            <ul aria-label={words.latestEvents} className="grid gap-0.5 text-xs text-muted-foreground">
              {latest.map((event) => (
                <li key={event.id}>
                  <span className="font-mono">
                    {event.kind} → {event.outcome}
                  </span>{' '}
                  · {when(event.createdAt)}
                  {event.note ? <span className="block break-words">{event.note}</span> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The refund flag: words and an icon-free badge, so it does not rest on colour alone. */
function RefundDueBadge({ words }: { words: OrderPaymentsDictionary }) {
  return (
    <Badge variant="destructive" data-refund-due>
      {words.refundDue}
    </Badge>
  );
}
