'use client';

import { useEffect, useRef, useState } from 'react';
import type { Language } from '@/shared/languages';
import { amountText } from '@/shared/amount-text';
import { billingDictionary } from './dictionary';
import { awaitingPayment, fetchInvoiceState, type InvoiceState } from './invoice-state';

/** How often an open invoice is read again while the payer waits on its page. */
const POLL_INTERVAL_MS = 2_000;
/** The commerce spec's order status poll debounce: checks asked for within it (focus, visibility) are one. */
const ORDER_STATUS_POLL_DEBOUNCE_MS = 100;

/**
 * An invoice's state, followed while it may still be paid: read again every few seconds and when the page comes back
 * into view, until the provider's notification has settled it.
 */
export function InvoiceStatus({ initial, language }: { initial: InvoiceState; language: Language }) {
  const t = billingDictionary(language);
  const [state, setState] = useState(initial);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!awaitingPayment(state)) return;
    let stopped = false;
    const check = () => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        fetchInvoiceState(state.id).then(
          (next) => void (stopped || setState(next)),
          () => undefined,
        );
      }, ORDER_STATUS_POLL_DEBOUNCE_MS);
    };
    const interval = setInterval(check, POLL_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(interval);
      clearTimeout(pending.current);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [state]);

  return (
    <div className="grid gap-3" data-testid="invoice-status" data-status={state.status}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-base">
        <dt className="text-muted-foreground">{t.amount}</dt>
        <dd className="font-semibold">{amountText(state.amount, state.billingModuleCurrency, language)}</dd>
      </dl>
      <p className="text-xl font-semibold" role="status" aria-live="polite">
        {t.status[state.status]}
      </p>
      <p className="text-muted-foreground">{t.explanation[state.status]}</p>
      {state.refundDue ? <p className="font-medium">{t.refundDue}</p> : null}
      {awaitingPayment(state) ? <p className="text-sm text-muted-foreground">{t.waiting}</p> : null}
    </div>
  );
}
