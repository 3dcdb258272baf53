import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../../../tests/helpers/app-error';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import { ephemeralTokenSettings } from '../../../platform/credentials/token-settings';
import { DatabaseRateLimitStore } from '../../../platform/rate-limit/database-store';
import { createRateLimiter, type RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { issueNonce } from '../ethereum/ethereum.service';
import { createPasswordIdentity, ETHEREUM_VIRTUAL_MACHINE } from '../identities/identities.service';
import { createSubject } from '../subjects/subjects.service';
import { startSession } from '../tokens/session.service';
import { reauthenticate, REAUTHENTICATION_WINDOW_SECONDS, type Confirmer } from './reauthentication.service';

const DOMAIN = 'localhost:4000';
const PASSWORD = 'correct horse';

let db: TestDatabase;
let limiter: RateLimiter;
beforeAll(async () => {
  db = await openTestDatabase();
  limiter = createRateLimiter(new DatabaseRateLimitStore(db));
});
afterAll(() => db.dispose());

/** A subject with an email-and-password identity, signed in: who confirms. */
async function subjectWithPassword(email: string): Promise<Confirmer> {
  const { id } = await createSubject(db);
  await createPasswordIdentity(db, id, { email, password: PASSWORD });
  return confirmerOf(id);
}

async function confirmerOf(subjectId: string): Promise<Confirmer> {
  const { sessionId } = await startSession(db, ephemeralTokenSettings(), subjectId);
  return { subjectId, sessionId, ip: '192.0.2.1', domain: DOMAIN };
}

const stamp = async (who: Confirmer) =>
  (await db.prisma.rbacSession.findUniqueOrThrow({ where: { id: who.sessionId } })).reauthenticatedAt;

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

async function expectRefused(work: Promise<unknown>, status: number, field: string, code: string) {
  const error = await failure(work);
  expect(error.status).toBe(status);
  expect(error.causes.map(({ field, code }) => ({ field, code }))).toEqual([{ field, code }]);
}

describe('reauthenticate with the current password', () => {
  it('refuses a change without it (403 naming data.currentPassword) and with a wrong one (400), stamping nothing', async () => {
    const who = await subjectWithPassword('refused@example.com');
    await expectRefused(reauthenticate({ db, limiter }, who, {}), 403, 'data.currentPassword', 'reauthentication_required');
    await expectRefused(
      reauthenticate({ db, limiter }, who, { currentPassword: 'wrong horse' }),
      400,
      'data.currentPassword',
      'current_password_wrong',
    );
    expect(await stamp(who)).toBeNull();
  });

  it('takes the right one, and then nothing more within the window of that session only', async () => {
    const who = await subjectWithPassword('window@example.com');
    const now = new Date('2026-11-27T10:00:00Z');
    await reauthenticate({ db, limiter }, who, { currentPassword: PASSWORD }, now);
    expect(await stamp(who)).toEqual(now);
    await reauthenticate({ db, limiter }, who, {}, later(now, REAUTHENTICATION_WINDOW_SECONDS - 1));
    await expectRefused(
      reauthenticate({ db, limiter }, who, {}, later(now, REAUTHENTICATION_WINDOW_SECONDS)),
      403,
      'data.currentPassword',
      'reauthentication_required',
    );
    // Another session of the same subject (a stolen token's) has confirmed nothing.
    const other = await confirmerOf(who.subjectId);
    await expectRefused(
      reauthenticate({ db, limiter }, other, {}, later(now, 1)),
      403,
      'data.currentPassword',
      'reauthentication_required',
    );
  });

  it('a wrong password given within the window is still refused: a guess is never waved through', async () => {
    const who = await subjectWithPassword('guess-in-window@example.com');
    await reauthenticate({ db, limiter }, who, { currentPassword: PASSWORD });
    await expectRefused(
      reauthenticate({ db, limiter }, who, { currentPassword: 'wrong horse' }),
      400,
      'data.currentPassword',
      'current_password_wrong',
    );
  });

  it('limits guesses per subject, and forgives them once the password is right', async () => {
    const strict = createRateLimiter(new DatabaseRateLimitStore(db), {
      signInPerIp: { limit: 1000 },
      reauthenticationFailuresPerSubject: { limit: 2 },
    });
    const who = await subjectWithPassword('guessed@example.com');
    const guess = () => reauthenticate({ db, limiter: strict }, who, { currentPassword: 'a guess!' });
    await failure(guess());
    await reauthenticate({ db, limiter: strict }, who, { currentPassword: PASSWORD });
    await failure(guess());
    await failure(guess());
    const limited = await failure(guess());
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Past the limit even the right password waits: the guesses cannot go on by alternating.
    expect((await failure(reauthenticate({ db, limiter: strict }, who, { currentPassword: PASSWORD }))).status).toBe(429);
  });

  it('asks nothing of a subject without identities (an anonymous session adding its first)', async () => {
    const { id } = await createSubject(db);
    await reauthenticate({ db, limiter }, await confirmerOf(id), {});
  });
});

describe('reauthenticate a wallet-only subject', () => {
  const wallet = privateKeyToAccount(generatePrivateKey());
  let who: Confirmer;
  beforeAll(async () => {
    const { id } = await createSubject(db);
    const identity = await db.prisma.rbacIdentity.create({
      data: { provider: ETHEREUM_VIRTUAL_MACHINE, account: wallet.address },
    });
    await db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: id, identityId: identity.id } });
    who = await confirmerOf(id);
  });

  async function signed(signer = wallet, nonce?: string) {
    const message = createSiweMessage({
      address: signer.address,
      chainId: 1,
      domain: DOMAIN,
      nonce: nonce ?? (await issueNonce(db)).nonce,
      uri: `http://${DOMAIN}`,
      version: '1',
      issuedAt: new Date(),
    });
    return { message, signature: await signer.signMessage({ message }), address: signer.address };
  }

  it('names data.wallet when nothing is given', async () => {
    await expectRefused(reauthenticate({ db, limiter }, who, {}), 403, 'data.wallet', 'reauthentication_required');
  });

  it("takes its wallet's signature over a fresh nonce, once", async () => {
    const proof = await signed();
    await reauthenticate({ db, limiter }, who, { wallet: proof });
    expect(await stamp(who)).not.toBeNull();
    await expectRefused(
      reauthenticate({ db, limiter }, who, { wallet: proof }),
      400,
      'data.wallet.signature',
      'wallet_signature_invalid',
    );
  });

  it("refuses another wallet's signature and a signature that is not the wallet's", async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    await expectRefused(
      reauthenticate({ db, limiter }, who, { wallet: await signed(stranger) }),
      400,
      'data.wallet.address',
      'wallet_signature_invalid',
    );
    const forged = await signed();
    const byStranger = await stranger.signMessage({ message: forged.message });
    await expectRefused(
      reauthenticate({ db, limiter }, who, { wallet: { ...forged, signature: byStranger } }),
      400,
      'data.wallet.signature',
      'wallet_signature_invalid',
    );
  });
});
