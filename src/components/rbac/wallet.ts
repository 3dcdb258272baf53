import { getAddress, isAddress, stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { failureIn } from '@/components/rbac/failure-words';
import type { Language } from '@/shared/languages';
import { walletNonce } from '@/server/actions/session-actions';

/** An injected EIP-1193 wallet (`window.ethereum`): all the accounts pages ask of it is `request`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

export const injectedWallet = (): Eip1193Provider | undefined =>
  typeof window === 'undefined' ? undefined : (window as Window & { ethereum?: Eip1193Provider }).ethereum;

/** A wallet's refusal is an object with a message (EIP-1193), viem's errors have a short one: the words to show. */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown };
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

/** What the server checks: an EIP-4361 message over its fresh nonce, the wallet's signature of it, and its address. */
export interface SignedWalletMessage {
  message: string;
  signature: string;
  address: `0x${string}`;
}

/** The wallet's first account, or undefined when it shares none. */
export async function walletAccount(wallet: Eip1193Provider): Promise<`0x${string}` | undefined> {
  const accounts = await wallet.request({ method: 'eth_requestAccounts' });
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  return typeof first === 'string' && isAddress(first, { strict: false }) ? getAddress(first) : undefined;
}

/** A nonce from the server, then one `personal_sign` of the message naming this site, the account and the nonce. */
export async function signWalletMessage(
  wallet: Eip1193Provider,
  account: `0x${string}`,
  statement: string,
  language: Language,
): Promise<SignedWalletMessage> {
  const issued = await walletNonce();
  if (!issued.ok) throw new Error(failureIn(issued, language).message);
  const chainId = Number(await wallet.request({ method: 'eth_chainId' }));
  const message = createSiweMessage({
    address: account,
    chainId,
    domain: window.location.host,
    uri: window.location.origin,
    version: '1',
    nonce: issued.nonce,
    issuedAt: new Date(),
    statement,
  });
  const signature = await wallet.request({ method: 'personal_sign', params: [stringToHex(message), account] });
  if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
  return { message, signature, address: account };
}

/**
 * A wallet-only subject's confirmation of an account change (decision 0028): its wallet signs a fresh message; the
 * wallet's own prompt asks the person. Throws the words to show when there is no wallet or it shares no account.
 */
export async function walletConfirmation(
  words: { statement: string; noWallet: string; noAccount: string },
  language: Language,
): Promise<{ wallet: SignedWalletMessage }> {
  const wallet = injectedWallet();
  if (!wallet) throw new Error(words.noWallet);
  const account = await walletAccount(wallet);
  if (!account) throw new Error(words.noAccount);
  return { wallet: await signWalletMessage(wallet, account, words.statement, language) };
}
