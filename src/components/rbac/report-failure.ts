import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { failureIn } from '@/components/rbac/failure-words';
import type { Language } from '@/shared/languages';
import type { ActionFailure } from '@/server/actions/session-actions';

/** The form-level error's key: `form.formState.errors.root?.server`. */
export const SERVER_ERROR = 'root.server';

/**
 * A refused session action, shown on its form in the page's language (failure-words.ts): the message as a toast, and each failing field's message
 * under that field (the first one focused). When no field the form shows was named (a wrong password, a reset
 * link's spent code) the server's message also stays above the button: a toast goes away, the reason should not.
 */
export function reportFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  refused: ActionFailure,
  fields: readonly Path<T>[],
  language: Language,
) {
  const failure = failureIn(refused, language);
  toast.error(failure.message);
  const known = new Set<string>(fields);
  let focused = false;
  for (const [name, message] of Object.entries(failure.fields)) {
    if (known.has(name)) {
      form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }
  if (!focused) form.setError(SERVER_ERROR as Path<T>, { type: 'server', message: failure.message });
}
