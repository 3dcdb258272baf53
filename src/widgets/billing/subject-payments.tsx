'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { failureText } from '@/lib/failure-text';
import type { Language } from '@/shared/languages';
import { CART_FAILURE_WORDS } from '../ecommerce/dictionary';
import { DonationCard } from '../ecommerce/cart/donation-card';
import { useSubjectDonations } from '../ecommerce/cart/use-subject-donations';
import { NoFoundItems } from '../shared/no-found-items';
import { SignInInvitation } from '../shared/sign-in-invitation';
import { billingDictionary } from './dictionary';

/**
 * The visitor's payments: each checkout that went to payment (it has an invoice), newest first, with what it paid for,
 * when, how much, its status in words, where to pay it while it waits and its receipt once drawn. Read in the browser
 * through the subject's donations route (the page is cached for everyone); a visitor without a session is asked to sign in.
 */
export function SubjectPayments({ language }: { language: Language }) {
  const t = billingDictionary(language);
  const donations = useSubjectDonations();
  if (donations.status === 'no-session') return <SignInInvitation language={language} label={t.signInToSeePayments} />;
  if (donations.status === 'error')
    return <p className="text-destructive">{failureText(donations.failure, language, CART_FAILURE_WORDS[language])}</p>;
  if (donations.status === 'loading') return <Skeleton className="h-32 w-full" aria-busy="true" />;
  const payments = donations.answer.donations.filter((donation) => donation.invoiceId);
  if (!payments.length) return <NoFoundItems language={language} />;
  return (
    <ul role="list" aria-label={t.payments} className="flex flex-col gap-4" data-subject-payments>
      {payments.map((donation) => (
        <DonationCard key={donation.id} donation={donation} language={language} />
      ))}
    </ul>
  );
}
