'use client';

import { CreditCard, ExternalLink } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { amountText } from '@/shared/amount-text';
import { fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import { TestPaymentNotice } from '@/components/billing/test-payment-notice';
import { PAYMENT_PROVIDER_TITLES, TEST_PROVIDER } from '@/shared/payment-providers';
import { RestCallError } from '@/lib/rest-call';
import { PayeeDetails } from '../../billing/payee-details';
import { ecommerceDictionary } from '../dictionary';
import {
  fetchPayee,
  fetchPaymentProviders,
  fetchSubjectEmail,
  type PayeeAnswer,
  type CheckoutInvoice,
  type PayerChoice,
  type PaymentProviderChoice,
} from './checkout-api';

/** The browser's own reading of an email address (type=email), as the server's zod check accepts it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Problems = Partial<Record<'provider' | 'email' | 'form', string>>;

/** The server's refusal in the page's language, put under the field it names (`data.email`), the rest above the button. */
function problemsOf(error: unknown, language: Language): Problems {
  if (!(error instanceof RestCallError) || !error.causes.length)
    return { form: error instanceof Error ? error.message : String(error) };
  const problems: Problems = {};
  for (const cause of error.causes) {
    const key = cause.field === 'data.provider' ? 'provider' : cause.field === 'data.email' ? 'email' : 'form';
    const message = fieldMessage(cause, language);
    problems[key] = problems[key] ? `${problems[key]} ${message}` : message;
  }
  return problems;
}

/** The providers a checkout may name, and the one chosen first: a subscription's only those that take one (0042). */
function offered(choice: PaymentProviderChoice, subscription: boolean) {
  if (!subscription) return { providers: choice.providers, first: choice.defaultProvider };
  const providers = choice.subscriptionProviders;
  const first =
    choice.defaultProvider && providers.some((name) => name === choice.defaultProvider) ? choice.defaultProvider : providers[0];
  return { providers, first: first ?? null };
}

/**
 * The checkout form: a provider among those configured here (with `subscription`, among those that take recurring
 * payments), the invoice's email (the subject's, prefilled) and `Checkout`. One invoice sends the payer to its payment page; several (one per currency) are shown as `Payment Link`
 * buttons, each opening in a new tab. `onCheckout` makes the invoices (the cart's or a product's checkout). Without
 * `payable` (the cart emptied by the checkout) only the payment links stay.
 */
export function CheckoutForm({
  language,
  onCheckout,
  submitLabel,
  payable = true,
  subscription = false,
}: {
  language: Language;
  onCheckout: (payer: PayerChoice) => Promise<CheckoutInvoice[]>;
  submitLabel?: string;
  payable?: boolean;
  /** What it pays holds a subscription: only the providers that take one are offered. */
  subscription?: boolean;
}) {
  const t = ecommerceDictionary(language);
  const id = useId();
  const [choice, setChoice] = useState<PaymentProviderChoice | 'failed' | undefined>(undefined);
  const [provider, setProvider] = useState<PayerChoice['provider'] | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const [links, setLinks] = useState<CheckoutInvoice[]>([]);

  useEffect(() => {
    let current = true;
    fetchPaymentProviders().then(
      (loaded) => {
        if (!current) return;
        setChoice(loaded);
        setProvider(offered(loaded, subscription).first ?? undefined);
      },
      () => current && setChoice('failed'),
    );
    fetchSubjectEmail().then(
      (known) => current && setEmail((typed) => typed || known),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [subscription]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    if (!EMAIL.test(typed)) return setProblems({ email: t.emailInvalid });
    if (!provider) return;
    setProblems({});
    setPending(true);
    try {
      const invoices = await onCheckout({ provider, email: typed });
      const [only] = invoices;
      if (invoices.length === 1 && only?.paymentUrl) {
        window.location.assign(only.paymentUrl);
        return;
      }
      setLinks(invoices);
      setPending(false);
    } catch (error) {
      setProblems(problemsOf(error, language));
      setPending(false);
    }
  }

  if (choice === 'failed') return <p className="text-sm text-destructive">{t.providersFailed}</p>;
  if (choice && !choice.providers.length) return <NoProviders language={language} />;
  const providers = choice ? offered(choice, subscription).providers : [];
  if (choice && payable && !providers.length)
    return (
      <p className="text-sm text-muted-foreground" data-no-subscription-providers="">
        {t.subscriptionUnavailable}
      </p>
    );
  const described = (field: keyof Problems) => (problems[field] ? `${id}-${field}-problem` : undefined);

  return (
    <div className="flex flex-col gap-4">
      {links.length ? (
        <div className="flex flex-col gap-2" data-payment-links>
          <p className="text-sm">{t.paymentLinks}</p>
          {links.map((invoice) =>
            invoice.paymentUrl ? (
              <Button key={invoice.id} asChild variant="outline" className="justify-between">
                <a href={invoice.paymentUrl} target="_blank" rel="noopener" data-payment-link={invoice.id}>
                  <span>{t.paymentLink}</span>
                  <span className="tabular-nums">{amountText(invoice.amount, invoice.billingModuleCurrency, language)}</span>
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            ) : null,
          )}
        </div>
      ) : null}
      {payable ? (
        <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate data-checkout-form>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-provider`}>{t.paymentProvider}</Label>
            <select
              id={`${id}-provider`}
              name="provider"
              className="h-9 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
              value={provider ?? ''}
              disabled={!choice || pending}
              onChange={(event) => setProvider(event.target.value as PayerChoice['provider'])}
              aria-invalid={problems.provider ? true : undefined}
              aria-describedby={described('provider')}
            >
              {providers.map((name) => (
                <option key={name} value={name}>
                  {name === TEST_PROVIDER ? t.testProvider : PAYMENT_PROVIDER_TITLES[name]}
                </option>
              ))}
            </select>
            {problems.provider ? (
              <p id={described('provider')} className="text-sm text-destructive">
                {problems.provider}
              </p>
            ) : null}
            {provider === TEST_PROVIDER ? <TestPaymentNotice language={language} /> : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-email`}>{t.invoiceEmail}</Label>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              disabled={pending}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={described('email')}
            />
            {problems.email ? (
              <p id={described('email')} className="text-sm text-destructive">
                {problems.email}
              </p>
            ) : null}
          </div>
          {problems.form ? (
            <p className="text-sm text-destructive" role="alert">
              {problems.form}
            </p>
          ) : null}
          <Button type="submit" disabled={!provider || pending} data-checkout-submit>
            <CreditCard aria-hidden="true" />
            {pending ? t.checkingOut : (submitLabel ?? t.checkout)}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/**
 * No payment provider is configured here: the visitor is told how else to give, by bank transfer to the foundation's
 * account (billing's payee record), read when it is needed.
 */
function NoProviders({ language }: { language: Language }) {
  const t = ecommerceDictionary(language);
  const [payee, setPayee] = useState<PayeeAnswer | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchPayee().then(
      (loaded) => current && setPayee(loaded),
      () => current && setPayee(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className="flex flex-col gap-3 text-sm" data-no-providers="">
      <p className="text-muted-foreground">{t.noProviders}</p>
      {payee ? (
        <>
          <p>{t.bankTransfer}</p>
          <PayeeDetails payee={payee} language={language} className="rounded-lg border bg-card p-4" />
          <p className="text-muted-foreground">{t.bankTransferNote}</p>
        </>
      ) : null}
    </div>
  );
}
