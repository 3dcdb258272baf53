/*
 * How an enumerated value (`/// @values one_off, subscription`, an entity's variants) reads in the admin: the word
 * the admin dictionary knows for it in the interface language (`enumValues`), a provider's brand name, else the value made readable
 * (`one_off` → `One off`, `content-default` → `Content default`; `GET` and other capitals stay). Only what is shown
 * changes: forms, filters and the URL keep the stored value.
 */

import { isPaymentProvider, PAYMENT_PROVIDER_TITLES } from '@/shared/payment-providers';

export type ValueWords = Readonly<Record<string, string>>;

/** `one_off` → `One off`; a value in capitals (`GET`) or with no letter to raise stays as it is. */
export function humanizeValue(value: string): string {
  if (!/[a-z]/.test(value)) return value;
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

/**
 * The word for a stored value: the dictionary's, else a payment provider's brand name (the same in every language),
 * else the value made readable.
 */
export function valueWord(words: ValueWords, value: string): string {
  if (Object.hasOwn(words, value)) return words[value]!;
  return isPaymentProvider(value) ? PAYMENT_PROVIDER_TITLES[value] : humanizeValue(value);
}
