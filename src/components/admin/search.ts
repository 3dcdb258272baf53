import { LANGUAGES } from '@/lib/languages';
import type { AnyEntity } from '@/server/registry/define-entity';
import type { Filter } from './entity-api';

/** `%` and `_` mean "any" in a LIKE pattern: a typed one is looked for as it is. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The `or` filters of a search box: the text anywhere in any of the entity's text fields, multilingual ones in
 * every language, case ignored. Relation ids and secrets are not searched.
 */
export function searchFilters(entity: AnyEntity, text: string): Filter[] {
  const value = `%${escapeLike(text.trim())}%`;
  if (value === '%%') return [];
  return entity.readableFields.flatMap((field): Filter[] => {
    if (field.multilingual) return LANGUAGES.map((language) => ({ column: `${field.name}.${language}`, method: 'ilike', value }));
    if (field.type !== 'string' || field.relation || field.input === 'file' || field.name === 'id') return [];
    return [{ column: field.name, method: 'ilike', value }];
  });
}
