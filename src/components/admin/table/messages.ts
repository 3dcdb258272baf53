import { fieldMessage } from '@/shared/field-messages';
import { useAdmin, useAdminWords } from '../admin-context';
import { errorCauses, refusalCode } from '../entity-api';

/**
 * The message of a failed call: the server's causes, one per line, in the admin's interface language. A refusal with
 * no code of its own (a load refused, the network down) is said by its kind on a page not in English: the server's and
 * the browser's sentences are English.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { interfaceLanguage } = useAdmin();
  const refusals = useAdminWords().refusals;
  return (error) =>
    errorCauses(error)
      .map((cause) =>
        cause.code === undefined && interfaceLanguage !== 'en'
          ? (refusals[refusalCode(error) as keyof typeof refusals] ?? refusals.other)
          : fieldMessage(cause, interfaceLanguage),
      )
      .join('\n');
}
