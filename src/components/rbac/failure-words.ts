import type { ActionFailure } from '@/server/actions/session-actions';
import { rbacDictionary, type RbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';

/*
 * The server words its refusals in English (a code travelling with each message is for later). The accounts pages
 * show them in the page's words: the refusals a person meets there are known by their message, any other by its
 * status, so a Russian page never shows an English sentence.
 */

type Words = RbacDictionary['serverErrors'];

/** The refusals of the rbac procedures the accounts pages meet, by the start of the server's message. */
const KNOWN: readonly [RegExp, keyof Words][] = [
  [/^Wrong email or password\b/, 'wrongCredentials'],
  [/^The current password is wrong\b/, 'currentPasswordWrong'],
  [/^An account with this email already exists\b/, 'emailTaken'],
  [/^The passwords do not match\b/, 'passwordsDoNotMatch'],
  [/^The reset code is not valid or has expired\b/, 'resetCodeInvalid'],
  [/^This is the subject.s only identity\b/, 'onlyIdentity'],
  [/^Too many\b/, 'tooManyRequests'],
];

const BY_STATUS: Readonly<Record<number, keyof Words>> = {
  400: 'invalidInput',
  401: 'signInAgain',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  429: 'tooManyRequests',
};

/**
 * A refusal in the page's words: a known message and the fields it names get the dictionary's sentence; an unknown
 * one keeps the server's words on an English page and gets its status's sentence on any other (its fields: "check
 * this value").
 */
export function failureInWords(failure: ActionFailure, words: Words, english: boolean): ActionFailure {
  const known = KNOWN.find(([pattern]) => pattern.test(failure.message))?.[1];
  if (known)
    return {
      ...failure,
      message: words[known],
      fields: Object.fromEntries(Object.keys(failure.fields).map((field) => [field, words[known]])),
    };
  // The server writes English: on an English page its own sentence says most.
  if (english) return failure;
  return {
    ...failure,
    message: words[BY_STATUS[failure.status] ?? 'failed'],
    fields: Object.fromEntries(Object.keys(failure.fields).map((field) => [field, words.invalidField])),
  };
}

/** A refusal in a page's language. */
export const failureIn = (failure: ActionFailure, language: Language): ActionFailure =>
  failureInWords(failure, rbacDictionary(language).serverErrors, language === 'en');
