import { fieldMessage } from '@/shared/field-messages';
import { useAdmin } from '../admin-context';
import { errorCauses } from '../entity-api';

/** The message of a failed call: the server's causes, one per line, in the admin's interface language. */
export function useErrorMessage(): (error: unknown) => string {
  const { interfaceLanguage } = useAdmin();
  return (error) =>
    errorCauses(error)
      .map((cause) => fieldMessage(cause, interfaceLanguage))
      .join('\n');
}
