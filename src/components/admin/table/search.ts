import type { AnyEntity } from '@/shared/registry/define-entity';
import { SEARCH_MAX_LENGTH } from '@/shared/registry/search-fields';

/*
 * The admin's searches (the table's box, the relation select, the command palette) send the typed text as the
 * list's and count's `search`: the server looks for it in every text field and language of the entity, or takes
 * it as an id, through one trigram index (src/server/crud/search.ts).
 */

/** The text to send as `search` (at most as long as the server takes), or undefined when there is none to look for. */
export function searchValue(text: string): string | undefined {
  const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return trimmed ? trimmed : undefined;
}

/** Whether the entity has any text for its table's search box to look in: its own, or a computed one (an email). */
export const isSearchable = (entity: Pick<AnyEntity, 'searchColumns' | 'computedColumns'>) =>
  entity.searchColumns.length > 0 || entity.computedColumns.some((column) => column.searched);

/**
 * The filters that leave out what the entity hides until asked (computed-columns.ts `hidesEmpty`: a subject with no
 * identity, one per anonymous browser session): its table's unless the admin shows them, every picker's.
 */
export const hiddenByDefault = (entity: Pick<AnyEntity, 'computedColumns'>) =>
  entity.computedColumns
    .filter((column) => column.hidesEmpty)
    .map((column) => ({ column: column.name, method: 'isNotNull' as const }));
