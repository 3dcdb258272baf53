'use client';

import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { isNotFound, type entityApi } from '../entity-api';
import { useAdminWords } from '../admin-context';
import { useErrorMessage } from './messages';

/** Deletes the selected records, one call each; says how many failed and why the first did. */
export function useBulkDelete(
  path: string,
  api: ReturnType<typeof entityApi>,
  selectedIds: readonly string[],
  deselect: (removed: readonly string[]) => void,
) {
  const queryClient = useQueryClient();
  const words = useAdminWords().table;
  const errorMessage = useErrorMessage();
  return async function deleteSelected() {
    const ids = [...selectedIds];
    const results = await Promise.allSettled(ids.map((id) => api.remove(id)));
    // A record someone else deleted meanwhile is gone all the same.
    const gone = (result: PromiseSettledResult<unknown>) => result.status === 'fulfilled' || isNotFound(result.reason);
    const deleted = ids.filter((_, index) => gone(results[index]!));
    const failures = results.flatMap((result) => (gone(result) ? [] : [(result as PromiseRejectedResult).reason as unknown]));
    deselect(deleted);
    if (deleted.length) toast.success(words.deleted);
    if (failures.length) toast.error(words.notDeleted(failures.length, ids.length, errorMessage(failures[0])));
    await queryClient.invalidateQueries({ queryKey: [path] });
  };
}
