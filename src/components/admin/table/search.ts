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

/** Whether the entity has any text for its table's search box to look in. */
export const isSearchable = (entity: Pick<AnyEntity, 'searchColumns'>) => entity.searchColumns.length > 0;
