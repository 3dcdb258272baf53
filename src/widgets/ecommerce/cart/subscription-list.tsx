'use client';

import type { inferRouterOutputs } from '@trpc/server';
import { CreditCard, Repeat } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/utils';
import type { AppRouter } from '@/server/trpc/app-router';
import { amountText } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import {
  cancelable,
  friendUntil,
  paymentsText,
  subscriptionStanding,
  subscriptionStandingText,
  type SubscriptionStanding,
} from '@/shared/subscription-standing';
import { periodPhrase, SUBSCRIPTION_STATUS_WORDS } from '@/shared/subscriptions';
import { CART_FAILURE_WORDS, ecommerceDictionary } from '../dictionary';
import { RestCallError, restCall } from '@/lib/rest-call';
import { failureText } from '@/lib/failure-text';
import type { SubjectDonations } from './cart-api';
import { SUBSCRIPTIONS_DICTIONARY } from './subscriptions-dictionary';

export type DonationSubscription = SubjectDonations['subscriptions'][number];
/** What POST …/cancel answers: the subscription's state (billing's subscriptionState). */
type CanceledSubscription = inferRouterOutputs<AppRouter>['billing']['subscriptions']['cancel'];

/** POST: cancels it at the provider at the end of the period paid for; answers its state. */
export const subscriptionCancelPath = (id: string) => `/api/billing/subscriptions/${encodeURIComponent(id)}/cancel`;

/** A day as «Мои пожертвования» writes dates: «28 декабря 2026 г.», "December 28, 2026", kept on one line. */
export const siteDay = (date: Date | string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(date)).replace(/ /g, '\u00a0');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STANDING_LOOK: Record<SubscriptionStanding, string> = {
  renews: 'border-transparent bg-primary text-primary-foreground',
  canceled: 'border-primary text-primary',
  pending: 'border-primary text-primary',
  failed: 'border-transparent bg-destructive text-white',
  ended: 'text-muted-foreground',
};

/** What a refused cancel says in the page's language: a pending gift, a provider away, else the cart's words for its failure. */
function cancelFailure(error: unknown, language: Language): string {
  const t = SUBSCRIPTIONS_DICTIONARY[language];
  if (error instanceof RestCallError) {
    if (error.causes.some((cause) => cause.code === 'subscription_pending') || error.message.includes('subscription_pending'))
      return t.pendingRefusal;
    if (error.status === 503) return t.providerDown;
  }
  return failureText(error, language, CART_FAILURE_WORDS[language]);
}

/** Cancel, after a confirmation that says until when the donor stays a friend of the foundation. */
function CancelSubscription({
  subscription,
  what,
  language,
  onCanceled,
}: {
  subscription: DonationSubscription;
  what: string;
  language: Language;
  onCanceled(): void;
}) {
  const t = SUBSCRIPTIONS_DICTIONARY[language];
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const until = friendUntil(subscription);

  const cancel = async () => {
    setPending(true);
    setProblem(null);
    try {
      // Over REST its dates come as text, which friendUntil and siteDay read as well.
      const answer = await restCall<CanceledSubscription>('POST', subscriptionCancelPath(subscription.id));
      const end = friendUntil(answer);
      setOpen(false);
      toast.success(end ? t.canceled(siteDay(end, language)) : t.canceledNoDate);
      onCanceled();
    } catch (error) {
      setProblem(cancelFailure(error, language));
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setProblem(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" data-subscription-cancel>
          {t.cancel}
          <span className="sr-only">{` — ${t.cancelOf(what)}`}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{t.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{until ? t.confirmUntil(siteDay(until, language)) : t.confirmNoDate}</AlertDialogDescription>
        </AlertDialogHeader>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t.keep}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending || undefined}
            data-subscription-cancel-confirm
            onClick={(event) => {
              // Keep the dialog open until the provider answers.
              event.preventDefault();
              void cancel();
            }}
          >
            {pending ? t.canceling : t.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** One monthly gift: amount and period, status, where it stands, its projects, payments so far, Pay or Cancel. */
function SubscriptionCard({
  subscription,
  language,
  onCanceled,
}: {
  subscription: DonationSubscription;
  language: Language;
  onCanceled(): void;
}) {
  const t = SUBSCRIPTIONS_DICTIONARY[language];
  const currency = subscription.billingModuleCurrency;
  const money = (amount: string) => (currency ? amountText(amount, currency, language) : amount);
  const what = `${money(subscription.amount)} ${periodPhrase(subscription, language)}`;
  const standing = subscriptionStanding(subscription);
  const standingText = subscriptionStandingText(subscription, language, (date) => siteDay(date, language));
  return (
    <li
      className={cn('flex flex-col gap-4 rounded-xl border p-5', standing === 'ended' ? 'bg-muted/40' : 'bg-card shadow-sm')}
      data-subscription={subscription.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p className="font-heading text-xl tabular-nums" data-subscription-amount>
          {what}
        </p>
        <Badge variant="outline" className={STANDING_LOOK[standing]} data-subscription-status={subscription.status}>
          {capitalized(SUBSCRIPTION_STATUS_WORDS[language][subscription.status])}
        </Badge>
      </div>
      <div className="flex flex-col gap-1">
        <p className={cn('font-medium', standing === 'failed' && 'text-destructive')} data-subscription-standing={standing}>
          {standingText}
        </p>
        {standing === 'failed' ? <p className="text-sm text-muted-foreground">{t.retryNote}</p> : null}
      </div>
      {subscription.projects.length ? (
        <ul role="list" className="flex flex-col divide-y border-y">
          {subscription.projects.map((project) => (
            <li key={project.product.id} className="py-2">
              <Link
                href={`/${language}/projects/${encodeURIComponent(project.product.slug)}`}
                className="font-medium underline-offset-4 hover:underline"
              >
                {localized(project.product.title, language) || project.product.slug}
                {project.quantity > 1 ? ` × ${project.quantity}` : ''}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-muted-foreground tabular-nums" data-subscription-payments={subscription.payments}>
        {paymentsText(subscription.payments, money(subscription.given), language)}
      </p>
      {subscription.paymentUrl || cancelable(subscription) ? (
        <div className="flex flex-wrap gap-3">
          {subscription.paymentUrl ? (
            <Button asChild>
              <a href={subscription.paymentUrl} data-subscription-pay>
                <CreditCard aria-hidden="true" />
                {ecommerceDictionary(language).pay}
              </a>
            </Button>
          ) : null}
          {cancelable(subscription) ? (
            <CancelSubscription subscription={subscription} what={what} language={language} onCanceled={onCanceled} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The donor's monthly gifts, newest first (ended ones too), above their donations. */
export function SubscriptionList({
  subscriptions,
  language,
  onCanceled,
}: {
  subscriptions: readonly DonationSubscription[];
  language: Language;
  onCanceled(): void;
}) {
  const t = SUBSCRIPTIONS_DICTIONARY[language];
  if (!subscriptions.length) return null;
  return (
    <section aria-labelledby="donations-subscriptions" className="flex flex-col gap-4" data-subscriptions>
      <div className="flex flex-col gap-1">
        <h2 id="donations-subscriptions" className="font-heading text-2xl">
          {t.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.note}</p>
      </div>
      <ul role="list" className="flex flex-col gap-4">
        {subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} language={language} onCanceled={onCanceled} />
        ))}
      </ul>
    </section>
  );
}

/** The mark of a donation that is a period of a monthly gift. */
export function MonthlyMark({ language }: { language: Language }) {
  const t = SUBSCRIPTIONS_DICTIONARY[language];
  return (
    <Badge variant="outline" className="gap-1" title={t.monthlyHint} data-donation-monthly>
      <Repeat aria-hidden="true" />
      {t.monthly}
    </Badge>
  );
}
