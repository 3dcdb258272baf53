import { useEffect, useState } from 'react';
import { restCall } from '@/lib/rest-call';
import { donationsPath, type SubjectDonations } from './cart-api';
import { useCart } from './cart-store';

export type SubjectDonationsState =
  | { status: 'loading' }
  /** The visitor has no session: no subject has given anything here yet. */
  | { status: 'no-session' }
  | { status: 'error'; failure: unknown }
  | { status: 'ready'; answer: SubjectDonations };

type Read = { status: 'loading' } | { status: 'error'; failure: unknown } | { status: 'ready'; answer: SubjectDonations };

/**
 * The visitor's donations (a signed-in subject's, or a guest's anonymous subject's: the cart's subject), read in the
 * browser with the visitor's session. Read again when the cart changes (a checkout makes a donation) and when `reads`
 * does (a monthly gift canceled on the page).
 */
export function useSubjectDonations(reads = 0): SubjectDonationsState {
  const cart = useCart();
  const [read, setRead] = useState<Read>({ status: 'loading' });
  const cartVersion = cart.status === 'ready' ? cart.orders : undefined;
  const subjectId = cart.status === 'ready' ? cart.subjectId : undefined;
  useEffect(() => {
    if (!subjectId) return;
    let current = true;
    restCall<SubjectDonations>('GET', donationsPath(subjectId)).then(
      (answer) => current && setRead({ status: 'ready', answer }),
      (error: unknown) => current && setRead({ status: 'error', failure: error }),
    );
    return () => {
      current = false;
    };
  }, [subjectId, cartVersion, reads]);

  if (cart.status === 'error') return cart;
  if (cart.status === 'ready' && !cart.subjectId) return { status: 'no-session' };
  return cart.status === 'loading' ? cart : read;
}
