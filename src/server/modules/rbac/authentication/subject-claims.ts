import type { Database } from '../../../db/database';

/**
 * What signing in brings along from other modules (docs/decisions/0031), given by the composition root as billing's
 * payment effects are: rbac never imports ecommerce. Both run after the sign-in's own writes, in their own transaction.
 */
export interface SubjectClaims {
  /** The anonymous subject `from` signed in to the account `to`: what the guest gave in that session moves to it. */
  signedIn(db: Database, from: string, to: string): Promise<void>;
  /** `email` is proven to be the account `to`'s (a code sent to it was used): what guests gave under it moves to it. */
  emailProven(db: Database, email: string, to: string): Promise<void>;
}
