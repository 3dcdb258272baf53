import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import { ethereumSignInInput } from './ethereum.schema';
import { issueNonce, newNonce, NONCE_LIFETIME_SECONDS, pruneNonces, verifyEthereumSignIn } from './ethereum.service';
import { failure } from '../../../../../tests/helpers/app-error';

const DOMAIN = 'localhost:4000';
const expected = { domain: DOMAIN };

let db: TestDatabase;
let account: PrivateKeyAccount;
let stranger: PrivateKeyAccount;
beforeAll(async () => {
  db = await openTestDatabase();
  account = privateKeyToAccount(generatePrivateKey());
  stranger = privateKeyToAccount(generatePrivateKey());
});
afterAll(() => db.dispose());

/** An EIP-4361 message of `signer` for `nonce`, signed by `signer`, as the sign-in call receives it. */
async function signIn(nonce: string, fields: Partial<SiweMessage> = {}, signer = account) {
  const message = createSiweMessage({
    address: signer.address,
    chainId: 1,
    domain: DOMAIN,
    nonce,
    uri: 'http://localhost:4000',
    version: '1',
    issuedAt: new Date(),
    ...fields,
  });
  return { message, signature: await signer.signMessage({ message }), address: signer.address as string };
}

async function expectUnauthorized(work: Promise<unknown>, message: RegExp) {
  const error = await failure(work);
  expect(error.status).toBe(401);
  expect(error.message).toMatch(message);
}

async function expectBadRequest(work: Promise<unknown>, field: string, message?: RegExp) {
  const error = await failure(work);
  expect(error.status).toBe(400);
  expect(error.causes.map((cause) => cause.field)).toEqual([field]);
  if (message) expect(error.causes[0]!.message).toMatch(message);
}

describe('issueNonce', () => {
  it('stores a fresh, unused nonce that expires after NONCE_LIFETIME_SECONDS', async () => {
    const now = new Date();
    const { nonce, expiresAt } = await issueNonce(db, now);
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(expiresAt.getTime()).toBe(now.getTime() + NONCE_LIFETIME_SECONDS * 1000);
    const row = await db.prisma.rbacNonce.findUnique({ where: { nonce } });
    expect(row).toMatchObject({ nonce, expiresAt, usedAt: null });
  });

  it('issues nonces that share nothing predictable', async () => {
    const nonces = await Promise.all(Array.from({ length: 5 }, () => issueNonce(db)));
    expect(new Set(nonces.map(({ nonce }) => nonce)).size).toBe(5);
    const [a, b] = [newNonce(), newNonce()];
    expect(a.slice(1)).not.toBe(b.slice(0, -1));
  });
});

describe('pruneNonces', () => {
  it('deletes expired nonces, used or not, and keeps the live ones', async () => {
    const { nonce: live } = await issueNonce(db);
    const past = new Date(Date.now() - 60_000);
    await db.prisma.rbacNonce.createMany({
      data: [
        { nonce: 'prunedUnused1', expiresAt: past },
        { nonce: 'prunedUsed1', expiresAt: past, usedAt: past },
      ],
    });
    expect(await pruneNonces(db)).toBeGreaterThanOrEqual(2);
    expect(await db.prisma.rbacNonce.findMany({ where: { nonce: { in: ['prunedUnused1', 'prunedUsed1'] } } })).toEqual([]);
    expect(await db.prisma.rbacNonce.findUnique({ where: { nonce: live } })).not.toBeNull();
  });
});

describe('verifyEthereumSignIn', () => {
  it("answers the signer's checksummed address and uses the nonce up", async () => {
    const { nonce } = await issueNonce(db);
    const input = await signIn(nonce);
    // The body may give the address in any case.
    const result = await verifyEthereumSignIn(db, { ...input, address: input.address.toLowerCase() }, expected);
    expect(result).toEqual({ address: getAddress(account.address) });
    expect(result.address).toBe(account.address);
    expect((await db.prisma.rbacNonce.findUnique({ where: { nonce } }))?.usedAt).toBeInstanceOf(Date);
  });

  it('refuses a second use of a nonce', async () => {
    const { nonce } = await issueNonce(db);
    const input = await signIn(nonce);
    await verifyEthereumSignIn(db, input, expected);
    await expectUnauthorized(verifyEthereumSignIn(db, input, expected), /nonce was used already/);
    // Even in a message signed anew.
    await expectUnauthorized(verifyEthereumSignIn(db, await signIn(nonce), expected), /nonce was used already/);
  });

  it('refuses a nonce the server never issued', async () => {
    await expectUnauthorized(verifyEthereumSignIn(db, await signIn(newNonce()), expected), /nonce is unknown/);
  });

  it('refuses an expired nonce', async () => {
    const nonce = newNonce();
    await db.prisma.rbacNonce.create({ data: { nonce, expiresAt: new Date(Date.now() - 1000) } });
    await expectUnauthorized(verifyEthereumSignIn(db, await signIn(nonce), expected), /nonce has expired/);
  });

  it('refuses a nonce past its lifetime at the time given', async () => {
    const { nonce } = await issueNonce(db);
    const later = new Date(Date.now() + (NONCE_LIFETIME_SECONDS + 1) * 1000);
    await expectUnauthorized(verifyEthereumSignIn(db, await signIn(nonce), { ...expected, now: later }), /nonce has expired/);
  });

  it("refuses another key's signature, and keeps the nonce for the real one", async () => {
    const { nonce } = await issueNonce(db);
    const input = await signIn(nonce);
    const forged = await stranger.signMessage({ message: input.message });
    await expectUnauthorized(verifyEthereumSignIn(db, { ...input, signature: forged }, expected), /signature is not/);
    // A signature that is hex but no signature at all.
    await expectUnauthorized(verifyEthereumSignIn(db, { ...input, signature: '0x1234' }, expected), /signature is not/);
    const garbage = `0x${'ff'.repeat(65)}`;
    await expectUnauthorized(verifyEthereumSignIn(db, { ...input, signature: garbage }, expected), /signature is not/);
    expect(await verifyEthereumSignIn(db, input, expected)).toEqual({ address: account.address });
  });

  it('refuses a message made for another domain', async () => {
    const { nonce } = await issueNonce(db);
    const input = await signIn(nonce, { domain: 'evil.example', uri: 'https://evil.example' });
    await expectUnauthorized(verifyEthereumSignIn(db, input, expected), /another domain/);
    // The nonce is still there for a sign-in on this site.
    expect(await verifyEthereumSignIn(db, await signIn(nonce), expected)).toEqual({ address: account.address });
  });

  it('refuses an address in the body other than the signer of the message', async () => {
    const { nonce } = await issueNonce(db);
    const input = await signIn(nonce);
    await expectUnauthorized(verifyEthereumSignIn(db, { ...input, address: stranger.address }, expected), /another address/);
    // A message naming the stranger but signed by the account: the signature check catches it.
    const claimed = await signIn(nonce, { address: stranger.address });
    await expectUnauthorized(verifyEthereumSignIn(db, { ...claimed, address: stranger.address }, expected), /signature is not/);
  });

  it('refuses an expired message and one not valid yet', async () => {
    const { nonce } = await issueNonce(db);
    const expired = await signIn(nonce, { expirationTime: new Date(Date.now() - 1000) });
    await expectUnauthorized(verifyEthereumSignIn(db, expired, expected), /message has expired/);
    const early = await signIn(nonce, { notBefore: new Date(Date.now() + 60_000) });
    await expectUnauthorized(verifyEthereumSignIn(db, early, expected), /not valid yet/);
    // Within its window it is taken.
    const fine = await signIn(nonce, { expirationTime: new Date(Date.now() + 60_000), notBefore: new Date(Date.now() - 1000) });
    expect(await verifyEthereumSignIn(db, fine, expected)).toEqual({ address: account.address });
  });

  it('answers 400 naming message for a message that is not EIP-4361', async () => {
    const signature = await account.signMessage({ message: String(Date.now()) });
    const call = (message: string) => verifyEthereumSignIn(db, { message, signature, address: account.address }, expected);
    await expectBadRequest(call(String(Date.now())), 'message', /message must be an EIP-4361/);
    await expectBadRequest(call('short'), 'message', /message must be at least 8 characters/);
    const { message } = await signIn(newNonce());
    await expectBadRequest(call(message.replace('Version: 1', 'Version: 2')), 'message', /EIP-4361/);
    await expectBadRequest(call(message.replace(/Issued At: .*/, 'Issued At: yesterday')), 'message', /EIP-4361/);
  });

  it('answers 400 naming each malformed field', async () => {
    const input = await signIn(newNonce());
    await expectBadRequest(
      verifyEthereumSignIn(db, { ...input, address: '0x123' }, expected),
      'address',
      /address must be an Ethereum address/,
    );
    await expectBadRequest(verifyEthereumSignIn(db, { ...input, signature: 'abc' }, expected), 'signature', /signature must be/);
    await expectBadRequest(
      verifyEthereumSignIn(db, { ...input, signature: '0xabc' }, expected),
      'signature',
      /signature must be/,
    );
    await expectBadRequest(
      verifyEthereumSignIn(db, { address: input.address, signature: input.signature } as never, expected),
      'message',
      /message is required/,
    );
    const error = await failure(verifyEthereumSignIn(db, {} as never, expected));
    expect(error.causes.map((cause) => cause.field).sort()).toEqual(['address', 'message', 'signature']);
  });

  it('lets exactly one of two concurrent sign-ins with one signed message through', async () => {
    const { nonce } = await issueNonce(db);
    const input = await signIn(nonce);
    const results = await Promise.allSettled([
      verifyEthereumSignIn(db, input, expected),
      verifyEthereumSignIn(db, input, expected),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toEqual([
      { status: 'fulfilled', value: { address: account.address } },
    ]);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lets exactly one of many concurrent sign-ins through', async () => {
    const { nonce } = await issueNonce(db);
    const input = await signIn(nonce);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => verifyEthereumSignIn(db, input, expected)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('ethereumSignInInput', () => {
  it('names the field in every message', () => {
    const result = ethereumSignInInput.safeParse({ message: 1, signature: 2, address: 3 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'message must be text',
      'signature must be text',
      'address must be an Ethereum address',
    ]);
  });
});
