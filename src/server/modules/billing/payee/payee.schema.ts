import { z } from 'zod';

const multilingual = z.record(z.string(), z.string());

/**
 * The organisation donations are paid to, as a receipt, the contacts page and a checkout with no payment provider show
 * it (a `BillingPayee` record; docs/decisions/0032). The words are per language, the numbers as registered.
 */
export const payee = z.object({
  id: z.string(),
  name: multilingual,
  address: multilingual,
  /** ИНН */
  inn: z.string().nullable(),
  /** ОГРН */
  ogrn: z.string().nullable(),
  /** КПП */
  kpp: z.string().nullable(),
  bankName: multilingual,
  /** The settlement account (расчётный счёт). */
  bankAccount: z.string().nullable(),
  /** БИК */
  bic: z.string().nullable(),
  correspondentAccount: z.string().nullable(),
});

export type Payee = z.output<typeof payee>;
