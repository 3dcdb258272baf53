'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { billingPaths } from '@/shared/billing-paths';
import { codeMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import { billingDictionary } from './dictionary';

/**
 * The dummy provider's buttons: the chosen outcome goes to its route, which sends the signed notification through
 * the webhook path; then the payer is on the invoice's page, as a real provider would send them back.
 */
export function DummyPayment({ invoiceId, language }: { invoiceId: string; language: Language }) {
  const t = billingDictionary(language).dummy;
  const router = useRouter();
  const [sending, setSending] = useState<'paid' | 'failed' | undefined>();
  const [error, setError] = useState<string | undefined>();

  const send = async (outcome: 'paid' | 'failed') => {
    setSending(outcome);
    setError(undefined);
    const response = await fetch(`/api/billing/invoices/${encodeURIComponent(invoiceId)}/dummy-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { outcome } }),
    }).catch(() => undefined);
    if (response?.ok) {
      router.push(billingPaths(language).invoice(invoiceId));
      return;
    }
    // The refusal in the page's language (only the payer may decline: `not_payer`), else the page's own words.
    const body = (await response?.json().catch(() => undefined)) as { messageCode?: string } | undefined;
    setError(codeMessage(body?.messageCode, undefined, language) ?? t.failedCall);
    setSending(undefined);
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button type="button" size="lg" disabled={Boolean(sending)} onClick={() => void send('paid')} data-testid="dummy-pay">
          {sending === 'paid' ? t.sending : t.pay}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          disabled={Boolean(sending)}
          onClick={() => void send('failed')}
          data-testid="dummy-fail"
        >
          {sending === 'failed' ? t.sending : t.fail}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
