'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { formatDate, formatDateTime } from '@/shared/admin/format';
import { amountText } from '@/shared/amount-text';
import { paymentProviderTitle } from '@/shared/payment-providers';
import {
  cancelable,
  friendUntil,
  paymentsText,
  subscriptionStanding,
  subscriptionStandingText,
} from '@/shared/subscription-standing';
import { periodPhrase } from '@/shared/subscriptions';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { apiClient, errorCauses, refusalCode } from '../../entity-api';
import { valueWord } from '../../field-kinds/select/value-words';
import { LoadError } from '../../table/load-error';
import { useErrorMessage } from '../../table/messages';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { useRefetchOnChange } from '../use-refetch-on-change';
import { SUBSCRIPTION_PANEL_DICTIONARY, type SubscriptionPanelDictionary } from './subscription-dictionary';

const SUBSCRIPTIONS = '/api/billing/subscriptions';
/** Its periods' payments: a change of them in the admin (a nested table's) reloads the panel. */
const PAYMENT_PARTS = ['/api/billing/payment-intents', '/api/billing/invoices'];

/** What a refused cancel says: a pending one has nothing to cancel, a provider away cancels nothing. */
function cancelFailure(error: unknown, words: SubscriptionPanelDictionary, otherwise: (error: unknown) => string): string {
  if (errorCauses(error).some((cause) => cause.code === 'subscription_pending')) return words.pendingRefusal;
  if (refusalCode(error) === 'SERVICE_UNAVAILABLE') return words.providerDown;
  return otherwise(error);
}

/**
 * billing.subscription: where a recurring donation stands as billing knows it (GET /api/billing/subscriptions/{id}/state):
 * its status, amount and period, the next charge (or until when it lasts once canceled, or when and why it ended), its
 * payments so far and what they came to, a failed renewal with the provider's reason; and Cancel, after a confirmation
 * that says until when the donor stays a friend of the foundation (POST …/cancel: nothing more is charged, it ends with
 * the period paid for). Its payments are the form's nested table of payment intents.
 */
export function SubscriptionPanel({ id, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = SUBSCRIPTION_PANEL_DICTIONARY[interfaceLanguage];
  const enumWords = ADMIN_DICTIONARY[interfaceLanguage].enumValues;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const state = useQuery({
    queryKey: [SUBSCRIPTIONS, 'state', id],
    queryFn: () => apiClient().billing.subscriptions.state.query({ id }),
  });
  useRefetchOnChange(PAYMENT_PARTS, state.refetch);
  const cancel = useMutation({
    mutationFn: () => apiClient().billing.subscriptions.cancel.mutate({ id }),
    onSuccess: (answer) => {
      setConfirming(false);
      const until = friendUntil(answer);
      toast.success(until ? words.canceled(formatDate(until)) : words.canceledNoDate);
    },
    // The form, the table and this panel read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS] }),
  });
  const headingId = `panel-billing-subscription-${id}`;

  if (state.isPending) return <PanelSkeleton />;
  if (state.isError)
    return (
      <PanelSection id={headingId} title={words.title} module="billing">
        <LoadError message={errorMessage(state.error)} onRetry={() => void state.refetch()} />
      </PanelSection>
    );
  const subscription = state.data;
  const currency = subscription.billingModuleCurrency;
  const money = (amount: string) => (currency ? amountText(amount, currency, interfaceLanguage) : amount);
  const standing = subscriptionStanding(subscription);
  const until = friendUntil(subscription);
  return (
    <PanelSection id={headingId} title={words.title} module="billing" busy={state.isFetching}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-subscription-state="">
        <dt className="text-muted-foreground">{words.status}</dt>
        <dd data-subscription-status={subscription.status}>{valueWord(enumWords, subscription.status)}</dd>
        <dt className="text-muted-foreground">{words.standing}</dt>
        <dd className={standing === 'failed' ? 'font-medium text-destructive' : undefined} data-subscription-standing={standing}>
          {subscriptionStandingText(subscription, interfaceLanguage, formatDate)}
        </dd>
        <dt className="text-muted-foreground">{words.amount}</dt>
        <dd className="tabular-nums">{`${money(subscription.amount)} ${periodPhrase(subscription, interfaceLanguage)}`}</dd>
        <dt className="text-muted-foreground">{words.payments}</dt>
        <dd className="tabular-nums" data-subscription-payments={subscription.payments}>
          {paymentsText(subscription.payments, money(subscription.given), interfaceLanguage)}
        </dd>
        <dt className="text-muted-foreground">{words.started}</dt>
        <dd>{subscription.startedAt ? formatDateTime(subscription.startedAt) : words.none}</dd>
        <dt className="text-muted-foreground">{words.email}</dt>
        <dd className="break-all">{subscription.email ?? words.none}</dd>
        <dt className="text-muted-foreground">{words.provider}</dt>
        <dd>{paymentProviderTitle(subscription.provider, interfaceLanguage)}</dd>
        {subscription.failedAt || subscription.failure ? (
          <>
            <dt className="text-muted-foreground">{words.failure}</dt>
            <dd className="break-words whitespace-pre-wrap text-destructive" data-subscription-failure="">
              {[subscription.failedAt ? formatDateTime(subscription.failedAt) : '', subscription.failure ?? '']
                .filter(Boolean)
                .join(': ')}
            </dd>
          </>
        ) : null}
      </dl>
      {cancelable(subscription) ? (
        <div className="flex flex-wrap items-center gap-2">
          <AlertDialog
            open={confirming}
            onOpenChange={(next) => {
              if (!cancel.isPending) setConfirming(next);
            }}
          >
            <AlertDialogTrigger asChild>
              <Button type="button" size="sm" variant="destructive" data-subscription-cancel="">
                {words.cancel}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent className="sm:max-w-md">
              <AlertDialogHeader>
                <AlertDialogTitle>{words.confirmTitle}</AlertDialogTitle>
                <AlertDialogDescription>
                  {until ? words.confirmUntil(formatDate(until)) : words.confirmNoDate}
                </AlertDialogDescription>
              </AlertDialogHeader>
              {cancel.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {cancelFailure(cancel.error, words, errorMessage)}
                </p>
              ) : null}
              <AlertDialogFooter>
                <AlertDialogCancel disabled={cancel.isPending}>{words.keep}</AlertDialogCancel>
                <AlertDialogAction
                  variant="destructive"
                  disabled={cancel.isPending}
                  aria-busy={cancel.isPending || undefined}
                  data-subscription-cancel-confirm=""
                  onClick={(event) => {
                    // Keep the dialog open until the provider answers.
                    event.preventDefault();
                    cancel.mutate();
                  }}
                >
                  {cancel.isPending ? words.canceling : words.confirm}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      ) : null}
    </PanelSection>
  );
}
