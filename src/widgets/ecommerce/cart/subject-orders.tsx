'use client';

import { CreditCard, FileText } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Toaster } from '@/components/ui/toaster';
import { cn } from '@/lib/utils';
import { amountText } from '@/shared/amount-text';
import type { DonationStatus } from '@/shared/donation-status';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { CART_FAILURE_WORDS, ecommerceDictionary } from '../dictionary';
import { failureText, restCall } from '@/lib/rest-call';
import { donationsPath, type Donation, type SubjectDonations } from './cart-api';
import { CartOrders, CartTotals } from './cart-orders';
import { useCart } from './cart-store';
import { SignInToAdd } from './sign-in-to-add';
import { MonthlyMark, SubscriptionList } from './subscription-list';

type Donations = { status: 'loading' } | { status: 'error'; failure: unknown } | { status: 'ready'; answer: SubjectDonations };

const STATUS_LOOK: Record<DonationStatus, string> = {
  paid: 'border-transparent bg-primary text-primary-foreground',
  waiting: 'border-primary text-primary',
  processing: 'border-transparent bg-secondary text-secondary-foreground',
  canceled: 'text-muted-foreground',
};

const dayOf = (date: Date | string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(date));

/** One donation: its date, amount and status, its projects, and what can be done with it (pay, read its receipt). */
function DonationCard({ donation, language }: { donation: Donation; language: Language }) {
  const t = ecommerceDictionary(language);
  const currency = donation.billingModuleCurrency;
  const day = dayOf(donation.paidAt ?? donation.createdAt, language);
  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm',
        donation.status === 'canceled' && 'opacity-75',
      )}
      data-donation={donation.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-1.5">
          <h3 className="font-heading text-xl">{day}</h3>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline" className={STATUS_LOOK[donation.status]} data-donation-status={donation.status}>
              {t.donationStatuses[donation.status]}
            </Badge>
            {donation.subscriptionId ? <MonthlyMark language={language} /> : null}
          </div>
        </div>
        {donation.amount !== null && currency ? (
          <p
            className={cn('text-xl font-semibold tabular-nums', donation.status === 'canceled' && 'line-through')}
            data-donation-amount
          >
            {amountText(donation.amount, currency, language)}
          </p>
        ) : null}
      </div>
      <ul role="list" className="flex flex-col divide-y border-y">
        {donation.projects.map((project) => (
          <li key={`${project.orderId}-${project.product.id}`} className="flex items-baseline justify-between gap-3 py-2">
            <Link
              href={`/${language}/projects/${encodeURIComponent(project.product.slug)}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {localized(project.product.title, language) || project.product.slug}
              {project.quantity > 1 ? ` × ${project.quantity}` : ''}
            </Link>
            {project.total !== null && currency ? (
              <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                {amountText(project.total, currency, language)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {donation.paymentUrl || donation.receipt ? (
        <div className="flex flex-wrap gap-3">
          {donation.paymentUrl ? (
            <Button asChild>
              <a href={donation.paymentUrl} data-donation-pay>
                <CreditCard aria-hidden="true" />
                {t.pay}
              </a>
            </Button>
          ) : null}
          {donation.receipt ? (
            <Button asChild variant="outline">
              <a href={donation.receipt} target="_blank" rel="noopener" data-donation-receipt>
                <FileText aria-hidden="true" />
                {t.receipt}
                <span className="sr-only">{` — ${t.receiptOf} ${day}`}</span>
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * «Мои пожертвования»: what the signed-in subject has given, one entry per checkout (its date, projects, amount and
 * status in words, a way to pay it while it waits, its receipt once drawn), what the paid ones come to per currency,
 * the monthly gifts above them (decision 0042: each with where it stands, and Cancel), and, apart, what is in the cart
 * (not a donation yet; its lines can be changed here as in the cart). Read in the browser: the page is the same for
 * everyone.
 */
export function SubjectOrders({ language }: { language: Language }) {
  const t = ecommerceDictionary(language);
  const cart = useCart();
  const [donations, setDonations] = useState<Donations>({ status: 'loading' });
  // A monthly gift canceled here changes the answer: read it again.
  const [reads, setReads] = useState(0);
  // A checkout from the cart (any island) makes a donation: read again when the cart changes.
  const cartVersion = cart.status === 'ready' ? cart.orders : undefined;
  const subjectId = cart.status === 'ready' ? cart.subjectId : undefined;
  useEffect(() => {
    if (!subjectId) return;
    let current = true;
    restCall<SubjectDonations>('GET', donationsPath(subjectId)).then(
      (answer) => current && setDonations({ status: 'ready', answer }),
      (error: unknown) => current && setDonations({ status: 'error', failure: error }),
    );
    return () => {
      current = false;
    };
  }, [subjectId, cartVersion, reads]);

  // A visitor without a session has given nothing here yet: signing in shows an account's donations.
  if (cart.status === 'ready' && !cart.subjectId) return <SignInToAdd language={language} />;
  if (cart.status === 'error' || donations.status === 'error')
    return (
      <p className="text-destructive">
        {failureText(
          cart.status === 'error' ? cart.failure : donations.status === 'error' ? donations.failure : undefined,
          language,
          CART_FAILURE_WORDS[language],
        )}
      </p>
    );
  if (cart.status === 'loading' || donations.status === 'loading') return <Skeleton className="h-32 w-full" aria-busy="true" />;
  const { donations: list, paid, subscriptions } = donations.answer;
  return (
    <div className="flex flex-col gap-10" data-subject-donations>
      {paid.length ? (
        <section aria-labelledby="donations-given" className="rounded-xl border bg-secondary/40 p-5">
          <h2 id="donations-given" className="text-sm font-medium text-muted-foreground">
            {t.givenTotal}
          </h2>
          <dl className="mt-2 flex flex-wrap gap-x-10 gap-y-3" data-donations-paid>
            {paid.map((total) => (
              <div key={total.billingModuleCurrency.id} className="flex flex-col">
                <dt className="sr-only">
                  {total.billingModuleCurrency.symbol || total.billingModuleCurrency.slug.toUpperCase()}
                </dt>
                <dd className="font-heading text-3xl tabular-nums" data-paid-total={total.billingModuleCurrency.slug}>
                  {amountText(total.amount, total.billingModuleCurrency, language)}
                </dd>
                <dd className="text-sm text-muted-foreground">{`${t.paidDonations}: ${total.count}`}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <SubscriptionList subscriptions={subscriptions} language={language} onCanceled={() => setReads((count) => count + 1)} />
      <section aria-labelledby="donations-list" className="flex flex-col gap-4">
        <h2 id="donations-list" className="font-heading text-2xl">
          {t.donations}
        </h2>
        {list.length ? (
          <ul role="list" className="flex flex-col gap-4" data-donations>
            {list.map((donation) => (
              <DonationCard key={donation.id} donation={donation} language={language} />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t.noDonations}</p>
        )}
      </section>
      {cart.orders.length ? (
        <section
          aria-labelledby="donations-cart"
          className="flex flex-col gap-2 rounded-xl border border-dashed p-5"
          data-donations-cart
        >
          <h2 id="donations-cart" className="font-heading text-2xl">
            {t.cartApart}
          </h2>
          <p className="text-sm text-muted-foreground">{t.cartNote}</p>
          <CartOrders orders={cart.orders} language={language} editable />
          <CartTotals totals={cart.totals} language={language} />
        </section>
      ) : null}
      <Toaster />
    </div>
  );
}
