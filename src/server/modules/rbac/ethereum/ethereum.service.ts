import { randomBytes } from 'node:crypto';
import { getAddress, isAddressEqual, verifyMessage } from 'viem';
import { validateSiweMessage } from 'viem/siwe';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors';
import { validInput } from '../../../public-error';
import { ethereumSignInInput, parseSignInMessage, type EthereumSignInInput } from './ethereum.schema';

/**
 * Server side of Sign-In with Ethereum (EIP-4361, https://eips.ethereum.org/EIPS/eip-4361): the server issues a
 * nonce, the wallet signs a message naming this site's domain, its address and that nonce, and the server checks
 * the message and its signature and takes the nonce, once. Nonces live in the database (RbacNonce), so that every
 * server process shares them.
 *
 * Only externally owned accounts are supported: the signature is checked locally by recovering its signer
 * (viem's `verifyMessage` utility). Smart-contract wallets (EIP-1271, and EIP-6492 for undeployed ones) sign
 * through a contract's `isValidSignature`, which takes a call to an Ethereum node (viem's `verifySiweMessage`
 * public-client action); the server has no RPC endpoint, so their signatures are refused as not matching.
 */

/** How long an issued nonce may be signed and sent back. */
export const NONCE_LIFETIME_SECONDS = 300;

/**
 * A fresh nonce: 128 random bits as 32 hex characters (EIP-4361 wants at least 8 alphanumerics).
 *
 * Not viem's `generateSiweNonce`: in viem 2.57 it is `uid(96)`, a window sliding one character per call over a
 * buffer filled by `Math.random()`, so two nonces issued one after the other share 95 of their 96 characters:
 * whoever is given one nonce can tell the next one to within 16 guesses. A sign-in nonce must not be predictable.
 */
export const newNonce = (): string => randomBytes(16).toString('hex');

/** Stores and answers a fresh nonce for the wallet to put in the message it signs; it expires after NONCE_LIFETIME_SECONDS. */
export async function issueNonce(db: Database, now: Date = new Date()): Promise<{ nonce: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + NONCE_LIFETIME_SECONDS * 1000);
  const { nonce } = await db.prisma.rbacNonce.create({ data: { nonce: newNonce(), createdAt: now, expiresAt } });
  return { nonce, expiresAt };
}

/**
 * Deletes the nonces that have expired (used or not: an expired nonce is refused either way, and a deleted one is
 * refused as unknown). The hourly rbac.clean-up job runs it (clean-up/clean-up.jobs.ts), so that the table holds
 * what was issued in the last hour or so. Answers how many.
 */
export async function pruneNonces(db: Database, now: Date = new Date()): Promise<number> {
  const { count } = await db.prisma.rbacNonce.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);

/** Whether `signature` is `address`'s signature of `message` (EIP-191 personal_sign); a malformed signature is not. */
async function signedBy(address: `0x${string}`, message: string, signature: `0x${string}`): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature });
  } catch {
    // A signature of the wrong length, an invalid recovery byte or a point off the curve: nobody's signature.
    return false;
  }
}

/**
 * Takes the nonce for good: one conditional UPDATE (`SET usedAt = now WHERE nonce = $1 AND usedAt IS NULL AND
 * expiresAt > now`), so that of any number of concurrent sign-ins with one nonce exactly one changes the row. When
 * none did, a second read says why (that read is not atomic with the update, but only words the refusal).
 */
async function consumeNonce(db: Database, nonce: string, now: Date): Promise<void> {
  const { count } = await db.prisma.rbacNonce.updateMany({
    where: { nonce, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count === 1) return;
  const row = await db.prisma.rbacNonce.findUnique({ where: { nonce }, select: { usedAt: true } });
  if (!row) throw unauthorized('The sign-in nonce is unknown: ask for a new nonce and sign again');
  if (row.usedAt) throw unauthorized('The sign-in nonce was used already: ask for a new nonce and sign again');
  throw unauthorized('The sign-in nonce has expired: ask for a new nonce and sign again');
}

/**
 * Checks a signed EIP-4361 message and takes its nonce; answers the signer's checksummed address for the caller
 * (the rbac module) to sign the subject in. `expected.domain` is the host the request came to (`example.com`,
 * `localhost:4000`): a message made for another site is refused. Bad input is a 400 naming the field; any other
 * refusal is a 401 saying what failed.
 *
 * Order: parsing, the message's own checks (address, domain, lifetime) and the signature come first, taking the
 * nonce last, so only a sign-in that would succeed uses the nonce up. Burning it on any attempt would be
 * defensible too, but it lets anyone who sees a pending nonce (it is in the message, in plain text) void the
 * user's sign-in with a garbage signature, and it buys no protection: a replay needs a valid signature, and then
 * the nonce is taken by the first sign-in that presents it. Checking the signature before touching the database
 * also keeps unsigned junk away from it.
 */
const hostOf = (uri: string | undefined) => {
  try {
    return uri ? new URL(uri).host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Checks a signed EIP-4361 message. `expected.domain` is the host of the site's configured address (SITE_URL), never
 * the request's Host header: a phishing site would send its own, with a message the wallet signed for it.
 */
export async function verifyEthereumSignIn(
  db: Database,
  input: EthereumSignInInput,
  expected: { domain: string; now?: Date },
): Promise<{ address: `0x${string}` }> {
  const { message, signature, address } = validInput(ethereumSignInInput, input);
  const now = expected.now ?? new Date();
  // The schema checked that the message parses; this answers its fields.
  const fields = parseSignInMessage(message)!;

  if (!isAddressEqual(fields.address, address))
    throw unauthorized('The sign-in message is signed for another address than the one given');
  if (fields.domain.toLowerCase() !== expected.domain.toLowerCase())
    throw unauthorized("The sign-in message was made for another domain than this site's");
  if (hostOf(fields.uri) !== expected.domain.toLowerCase())
    throw unauthorized("The sign-in message names another address than this site's");
  if (fields.expirationTime && !(now < fields.expirationTime)) throw unauthorized('The sign-in message has expired');
  if (fields.notBefore && !(now >= fields.notBefore)) throw unauthorized('The sign-in message is not valid yet');
  // viem's own validation besides (the same lifetime and address checks, and the nonce's form): a second opinion.
  if (!validateSiweMessage({ message: fields, address, time: now }))
    throw unauthorized('The sign-in message is not a valid EIP-4361 message');

  if (!(await signedBy(fields.address, message, signature)))
    throw unauthorized("The signature is not the address's signature of the sign-in message");

  await consumeNonce(db, fields.nonce, now);
  return { address: getAddress(fields.address) };
}
