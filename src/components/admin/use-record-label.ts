'use client';

import { useCallback } from 'react';
import { recordLabel } from '@/shared/admin/format';
import { useRegistryNames } from './admin-context';

/**
 * recordLabel bound to the admin's words: a record of the entity at `path` that nothing of its own names goes by the
 * entity's word and its number (`Пожертвование № FF74E8A5 — visitor@example.com`), as format.ts says.
 */
export function useRecordLabel() {
  const names = useRegistryNames();
  return useCallback(
    (record: Record<string, unknown>, language: string, path?: string) =>
      recordLabel(record, language, path ? { path, one: names.entity(path, 'one') } : undefined),
    [names],
  );
}
