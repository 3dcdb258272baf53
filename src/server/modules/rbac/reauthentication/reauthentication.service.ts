import type { Database } from '../../../db/database';
import { AppError, badRequest } from '../../../errors';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { RATE_LIMIT_RULES } from '../abuse-limits';
import { verifyEthereumSignIn } from '../ethereum/ethereum.service';
import { EMAIL_AND_PASSWORD, ETHEREUM_VIRTUAL_MACHINE } from '../../../../shared/rbac-subject';
import { verifyPassword } from '../passwords/passwords';
import type { ReauthenticationProof } from './reauthentication.schema';

/** How long a confirmation lasts in its session: changes made within it ask for no password again (decision 0028). */
export const REAUTHENTICATION_WINDOW_SECONDS = 5 * 60;

/** Who confirms: the subject, the session it acts in, its address (abuse limits) and the site's host (wallet messages). */
export interface Confirmer {
  subjectId: string;
  sessionId: string;
  ip: string;
  domain: string;
}

const PASSWORD_FIELD = 'data.currentPassword';
const WALLET_FIELD = 'data.wallet';

const walletRefused = (field: string, message: string) =>
  badRequest(message, [{ field, message: `${field}: ${message}`, code: 'wallet_signature_invalid' }], {
    messageCode: 'wallet_signature_invalid',
  });

/** The ways the subject can prove itself: its password hashes and its wallets' addresses. */
async function proofsOf(db: Database, subjectId: string) {
  const identities = await db.prisma.rbacIdentity.findMany({
    where: { subjectsToIdentities: { some: { subjectId } } },
    select: { provider: true, password: true, account: true },
  });
  return {
    identities: identities.length,
    passwords: identities.flatMap((each) => (each.provider === EMAIL_AND_PASSWORD && each.password ? [each.password] : [])),
    wallets: identities.flatMap((each) =>
      each.provider === ETHEREUM_VIRTUAL_MACHINE && each.account ? [each.account.toLowerCase()] : [],
    ),
  };
}

/** Marks the session as confirmed now: the window of REAUTHENTICATION_WINDOW_SECONDS starts again. */
export async function stampReauthentication(db: Database, sessionId: string, now: Date = new Date()): Promise<void> {
  await db.prisma.rbacSession.update({ where: { id: sessionId }, data: { reauthenticatedAt: now } });
}

async function confirmedLately(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const session = await db.prisma.rbacSession.findUnique({ where: { id: sessionId }, select: { reauthenticatedAt: true } });
  const at = session?.reauthenticatedAt?.getTime();
  return at !== undefined && at <= now.getTime() && now.getTime() - at < REAUTHENTICATION_WINDOW_SECONDS * 1000;
}

/**
 * Runs a check of the subject's secret: guesses are counted per subject (and per address, as sign-ins are) before
 * the check, so guesses sent at once cannot slip past the limit, and forgiven when it passes.
 */
async function guarded(limiter: RateLimiter, who: Confirmer, perIp: keyof typeof RATE_LIMIT_RULES, check: () => Promise<void>) {
  await limiter.consume(RATE_LIMIT_RULES[perIp], who.ip);
  await limiter.consume(RATE_LIMIT_RULES.reauthenticationFailuresPerSubject, who.subjectId);
  await check();
  await limiter.reset(RATE_LIMIT_RULES.reauthenticationFailuresPerSubject, who.subjectId);
}

/** Whether the password is one of these hashes' (one verification's time when there is none). */
async function matchesOne(hashes: readonly string[], password: string): Promise<boolean> {
  if (!hashes.length) return verifyPassword(undefined, password);
  for (const hash of hashes) if (await verifyPassword(hash, password)) return true;
  return false;
}

/**
 * Asks the subject acting in its own session who is there, before an account change: its current password (any of
 * its email-and-password identities'), or a signature by one of its wallets over a fresh nonce, given with the call
 * (the session is then stamped) or within the last REAUTHENTICATION_WINDOW_SECONDS of the same session. A subject
 * without identities (an anonymous session adding its first) has nothing to confirm with nor to lose. Refusals name
 * the field: 403 `reauthentication_required` when nothing was given, 400 when what was given is wrong, 429 past the
 * limit.
 */
export async function reauthenticate(
  deps: { db: Database; limiter: RateLimiter },
  who: Confirmer,
  proof: ReauthenticationProof,
  now: Date = new Date(),
): Promise<void> {
  const { db, limiter } = deps;
  const proofs = await proofsOf(db, who.subjectId);
  if (!proofs.identities) return;
  if (proof.currentPassword !== undefined) {
    const password = proof.currentPassword;
    await guarded(limiter, who, 'signInPerIp', async () => {
      if (!(await matchesOne(proofs.passwords, password)))
        throw badRequest(
          'The current password is wrong',
          [
            {
              field: PASSWORD_FIELD,
              message: `${PASSWORD_FIELD}: the current password is wrong`,
              code: 'current_password_wrong',
            },
          ],
          { messageCode: 'current_password_wrong' },
        );
    });
  } else if (proof.wallet) {
    const wallet = proof.wallet;
    await guarded(limiter, who, 'walletSignInPerIp', async () => {
      if (!proofs.wallets.includes(wallet.address.toLowerCase()))
        throw walletRefused(`${WALLET_FIELD}.address`, 'not a wallet of this account');
      try {
        await verifyEthereumSignIn(db, wallet, { domain: who.domain, now });
      } catch (error) {
        // The sign-in's refusals are 401s, which would read as a session that ended: here they are this field's.
        if (error instanceof AppError && error.code === 'UNAUTHORIZED')
          throw walletRefused(`${WALLET_FIELD}.signature`, error.message);
        throw error;
      }
    });
  } else {
    if (await confirmedLately(db, who.sessionId, now)) return;
    const field = proofs.passwords.length || !proofs.wallets.length ? PASSWORD_FIELD : WALLET_FIELD;
    throw new AppError(
      'FORBIDDEN',
      'Confirm it is you: send your current password (a wallet-only account: a signed wallet message) with this change',
      [{ field, message: `${field}: required to confirm it is you`, code: 'reauthentication_required' }],
      { messageCode: 'reauthentication_required' },
    );
  }
  await stampReauthentication(db, who.sessionId, now);
}
