'use client';

import { CreditCard, FileText } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { amountText } from '@/shared/amount-text';
import type { DonationStatus } from '@/shared/donation-status';
import { ecommercePaths } from '@/shared/ecommerce-paths';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { ecommerceDictionary } from '../dictionary';
import type { Donation } from './cart-api';
import { MonthlyMark } from './subscription-list';

const STATUS_LOOK: Record<DonationStatus, string> = {
  paid: 'border-transparent bg-primary text-primary-foreground',
  waiting: 'border-primary text-primary',
  processing: 'border-transparent bg-secondary text-secondary-foreground',
  canceled: 'text-muted-foreground',
};

const dayOf = (date: Date | string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(date));

/**
 * One donation: its date, amount and status, its projects, and what can be done with it (pay, read its receipt). In a
 * list, its date links to the donation's own page (the page of its first order), where it is shown `alone`.
 */
export function DonationCard({ donation, language, alone }: { donation: Donation; language: Language; alone?: boolean }) {
  const t = ecommerceDictionary(language);
  const currency = donation.billingModuleCurrency;
  const day = dayOf(donation.paidAt ?? donation.createdAt, language);
  const orderId = donation.projects[0]?.orderId;
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
          <h3 className="font-heading text-xl">
            {alone || !orderId ? (
              day
            ) : (
              <Link
                href={ecommercePaths(language).donation(orderId)}
                className="underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-current"
                data-donation-page
              >
                {day}
                <span className="sr-only">{` — ${t.donationPage}`}</span>
              </Link>
            )}
          </h3>
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
