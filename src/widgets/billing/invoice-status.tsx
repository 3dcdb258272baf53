'use client';

import { useEffect, useRef, useState } from 'react';
import type { Language } from '@/shared/languages';
import { useLiveEvent } from '@/lib/use-live-event';
import { amountText } from '@/shared/amount-text';
import { ECOMMERCE_DICTIONARY } from '@/widgets/ecommerce/dictionary';
import { billingDictionary } from './dictionary';
import {
  awaitingPayment,
  awaitingReceipt,
  fetchInvoiceOrders,
  fetchInvoiceState,
  type InvoiceOrders,
  type InvoiceState,
} from './invoice-state';

/**
 * A slow read beside the live events: the invoice's page is public, and a reader who is not its payer (another
 * browser) hears no events of it.
 */
const SAFETY_POLL_INTERVAL_MS = 30_000;
/** The commerce spec's order status poll debounce: checks asked for within it (focus, visibility) are one. */
const ORDER_STATUS_POLL_DEBOUNCE_MS = 100;

interface Followed {
  state: InvoiceState;
  orders: InvoiceOrders;
}

/**
 * An invoice's state and its orders', followed while something may still change: read again on the live channel's
 * events of the invoice and its orders (polling when no stream can be opened), when the page comes back into view, and
 * now and then, until the provider's notification has settled the invoice and each approved order's receipt is drawn.
 */
export function InvoiceStatus({ initial, language }: { initial: Followed; language: Language }) {
  const t = billingDictionary(language);
  const statuses = ECOMMERCE_DICTIONARY[language].statuses;
  const [{ state, orders }, setFollowed] = useState(initial);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const following = awaitingPayment(state) || awaitingReceipt(state, orders);
  const check = useRef<() => void>(() => undefined);

  useLiveEvent(
    ['invoices', 'orders'],
    (message) => {
      const ours =
        message.id === undefined ||
        (message.topic === 'invoices' ? message.id === state.id : orders.some((order) => order.id === message.id));
      if (ours) check.current();
    },
    following,
    // A receipt drawn between this page's render and its stream's opening would otherwise wait for the safety read.
    { catchUp: true },
  );

  useEffect(() => {
    if (!following) return;
    let stopped = false;
    const read = () => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        Promise.all([fetchInvoiceState(state.id), fetchInvoiceOrders(state.id)]).then(
          ([nextState, nextOrders]) => void (stopped || setFollowed({ state: nextState, orders: nextOrders })),
          () => undefined,
        );
      }, ORDER_STATUS_POLL_DEBOUNCE_MS);
    };
    check.current = read;
    const interval = setInterval(read, SAFETY_POLL_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(interval);
      clearTimeout(pending.current);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [following, state.id]);

  return (
    <div className="grid gap-3" data-testid="invoice-status" data-status={state.status}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-base">
        <dt className="text-muted-foreground">{t.amount}</dt>
        <dd className="font-semibold">{amountText(state.amount, state.billingModuleCurrency, language)}</dd>
        {orders.map((order) => (
          <div key={order.id} className="contents" data-testid="invoice-order" data-status={order.status}>
            <dt className="text-muted-foreground">
              {t.order} {order.id.slice(0, 8).toUpperCase()}
            </dt>
            <dd>{statuses[order.status as keyof typeof statuses] ?? order.status}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xl font-semibold" role="status" aria-live="polite">
        {t.status[state.status]}
      </p>
      <p className="text-muted-foreground">{t.explanation[state.status]}</p>
      {state.refundDue ? <p className="font-medium">{t.refundDue}</p> : null}
      {awaitingPayment(state) ? <p className="text-sm text-muted-foreground">{t.waiting}</p> : null}
      {awaitingReceipt(state, orders) ? <p className="text-sm text-muted-foreground">{t.receiptPending}</p> : null}
      {orders.map((order) =>
        order.receipt ? (
          <figure key={order.id} className="grid gap-2" data-testid="invoice-receipt">
            <figcaption className="font-heading text-xl">
              {t.receipt} · {t.order} {order.id.slice(0, 8).toUpperCase()}
            </figcaption>
            <a href={order.receipt} target="_blank" rel="noopener" className="block w-full max-w-md">
              <img
                src={order.receipt}
                alt={`${t.receiptAlt} ${order.id.slice(0, 8).toUpperCase()}`}
                width={1500}
                height={1500}
                className="h-auto w-full rounded-md border border-border shadow-sm"
              />
              <span className="sr-only">{t.openReceipt}</span>
            </a>
          </figure>
        ) : null,
      )}
    </div>
  );
}
