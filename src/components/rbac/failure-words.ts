import type { ActionFailure } from '@/server/actions/session-actions';
import { rbacDictionary, type RbacDictionary } from '@/components/rbac/dictionary';
import { codeMessage, fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';

/*
 * The server words its refusals in English, with a code beside each message. The accounts pages show them in the
 * page's words: a refusal and its fields by their codes (field-messages.ts), a refusal without a code of its own by
 * its status, so a Russian page never shows an English sentence.
 */

type Words = RbacDictionary['serverErrors'];

const BY_STATUS: Readonly<Record<number, keyof Words>> = {
  400: 'invalidInput',
  401: 'signInAgain',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
};

/** What a refused form shows: the refusal's message and each failing field's, in the page's words. */
export interface FailureInWords {
  message: string;
  fields: Record<string, string>;
}

/**
 * A refusal in the page's words: its code's sentence, else the server's own on an English page and its status's
 * sentence on any other; each field its code's words (field-messages.ts).
 */
export function failureInWords(failure: ActionFailure, words: Words, language: Language): FailureInWords {
  const message =
    codeMessage(failure.messageCode, undefined, language) ??
    // The server writes English: on an English page its own sentence says most.
    (language === 'en' ? failure.message : words[BY_STATUS[failure.status] ?? 'failed']);
  const fields = Object.fromEntries(
    Object.entries(failure.fields).map(([field, cause]) => [field, fieldMessage(cause, language)]),
  );
  return { message, fields };
}

/** A refusal in a page's language. */
export const failureIn = (failure: ActionFailure, language: Language): FailureInWords =>
  failureInWords(failure, rbacDictionary(language).serverErrors, language);
