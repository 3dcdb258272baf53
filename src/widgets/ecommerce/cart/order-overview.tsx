'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { failureText } from '@/lib/failure-text';
import { useSession } from '@/lib/session-store';
import type { Language } from '@/shared/languages';
import { SignInInvitation } from '../../shared/sign-in-invitation';
import { CART_FAILURE_WORDS, ecommerceDictionary } from '../dictionary';
import { DonationCard } from './donation-card';
import { useSubjectDonations } from './use-subject-donations';

/**
 * One order, as the donation it was checked out in (its date, projects, amount, status, payment and receipt), read in
 * the browser through the visitor's own donations: an order of someone else's is not among them, so it is shown to its
 * owner only. Anyone else is told it is not among theirs, and a visitor who has not signed in is invited to.
 */
export function OrderOverview({ orderId, language }: { orderId: string; language: Language }) {
  const t = ecommerceDictionary(language);
  const session = useSession();
  const donations = useSubjectDonations();
  const signIn = <SignInInvitation language={language} label={t.signInToSeeDonation} />;
  if (donations.status === 'no-session') return signIn;
  if (donations.status === 'error')
    return <p className="text-destructive">{failureText(donations.failure, language, CART_FAILURE_WORDS[language])}</p>;
  if (donations.status === 'loading') return <Skeleton className="h-32 w-full" aria-busy="true" />;
  const donation = donations.answer.donations.find((candidate) =>
    candidate.projects.some((project) => project.orderId === orderId),
  );
  if (!donation)
    return (
      <div className="flex flex-col items-start gap-4" data-order-not-found>
        <p className="text-muted-foreground">{t.donationNotFound}</p>
        {session.status === 'signed-in' ? null : signIn}
      </div>
    );
  return (
    <ul role="list" className="max-w-3xl" data-order-overview>
      <DonationCard donation={donation} language={language} alone />
    </ul>
  );
}
