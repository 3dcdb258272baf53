import { parseSiweMessage } from 'viem/siwe';
import { z } from 'zod';

/** Shortest sign-in message (the spec: "Wallet sign message: at least 8 characters"). */
export const MIN_MESSAGE_LENGTH = 8;
/**
 * Longest sign-in message. An EIP-4361 message is a few hundred characters (more with a list of resources);
 * the bound keeps the parser's regular expressions and the signature hashing off megabytes of text.
 */
export const MAX_MESSAGE_LENGTH = 8_000;
/** Longest signature, in characters with the 0x: an EOA signature is 65 bytes (132 characters), 64 when compact. */
export const MAX_SIGNATURE_LENGTH = 2 + 2 * 1_024;

/** `name is required` when the field is absent, `name must be <what>` when it is there but not text. */
const textError =
  (name: string, what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `${name} is required` : `${name} must be ${what}`;

const invalidDate = (date: Date | undefined) => date !== undefined && Number.isNaN(date.getTime());

/**
 * The fields of an EIP-4361 message, or undefined when `message` is not one. `parseSiweMessage` never fails: it
 * answers whatever fields it recognised (and an Invalid Date for a time that is not RFC 3339), so a message is
 * taken only when every required field is there, its version is 1 and its times are times.
 */
export function parseSignInMessage(message: string) {
  const fields = parseSiweMessage(message);
  const { address, domain, nonce, uri, version, chainId, issuedAt } = fields;
  if (!address || !domain || !nonce || !uri || version !== '1' || chainId === undefined || !issuedAt) return undefined;
  if ([issuedAt, fields.expirationTime, fields.notBefore].some(invalidDate)) return undefined;
  return { ...fields, address, domain, nonce, uri, version, chainId, issuedAt };
}

export const ethereumMessage = z
  .string({ error: textError('message', 'text') })
  .min(MIN_MESSAGE_LENGTH, { message: `message must be at least ${MIN_MESSAGE_LENGTH} characters`, abort: true })
  .max(MAX_MESSAGE_LENGTH, { message: `message must be at most ${MAX_MESSAGE_LENGTH} characters`, abort: true })
  .refine((message) => parseSignInMessage(message) !== undefined, {
    message: 'message must be an EIP-4361 (Sign-In with Ethereum) message',
  });

export const ethereumSignature = z
  .string({ error: textError('signature', 'text') })
  .max(MAX_SIGNATURE_LENGTH, { message: `signature must be at most ${MAX_SIGNATURE_LENGTH} characters`, abort: true })
  .regex(/^0x(?:[0-9a-fA-F]{2})+$/, { message: 'signature must be hex bytes starting with 0x' })
  .transform((signature) => signature as `0x${string}`);

export const ethereumAddress = z
  .string({ error: textError('address', 'an Ethereum address') })
  .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'address must be an Ethereum address' })
  .transform((address) => address as `0x${string}`);

/** The sign-in call: the EIP-4361 message the wallet signed, its signature, and the wallet's address. */
export const ethereumSignInInput = z.strictObject({
  message: ethereumMessage,
  signature: ethereumSignature,
  address: ethereumAddress,
});

export type EthereumSignInInput = z.input<typeof ethereumSignInInput>;
