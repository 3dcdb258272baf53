'use client';

import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Toaster } from '@/components/ui/toaster';
import { amountText } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { CART_FAILURE_WORDS, ecommerceDictionary } from '../dictionary';
import { SignInInvitation } from '../../shared/sign-in-invitation';
import { failureText } from '@/lib/failure-text';
import { DonationCard } from './donation-card';
import { CartOrders, CartTotals } from './cart-orders';
import { useCart } from './cart-store';
import { SubscriptionList } from './subscription-list';
import { useSubjectDonations } from './use-subject-donations';

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
  // A monthly gift canceled here changes the answer: read it again.
  const [reads, setReads] = useState(0);
  const donations = useSubjectDonations(reads);

  // A visitor without a session has given nothing here yet: signing in shows an account's donations.
  if (donations.status === 'no-session') return <SignInInvitation language={language} label={t.signInToAdd} />;
  if (donations.status === 'error')
    return <p className="text-destructive">{failureText(donations.failure, language, CART_FAILURE_WORDS[language])}</p>;
  if (cart.status !== 'ready' || donations.status === 'loading') return <Skeleton className="h-32 w-full" aria-busy="true" />;
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
