import { LANGUAGES } from '../languages';
import type { FieldMeta } from './types';

/** Longest text a `search` takes. */
export const SEARCH_MAX_LENGTH = 200;

/** One text a search looks in: a text column, or one language of a multilingual (JSON) column. */
export interface SearchColumn {
  /** Database column. */
  column: string;
  /** Set for a language key inside a multilingual column: `title` → `en`. */
  jsonKey?: string;
}

/**
 * What a search looks in, in field order: every text field that is not a relation, an id, a secret or a file,
 * and every language of every multilingual field. The server joins them into one expression per entity, which
 * one trigram index covers (src/server/crud/search.ts); the admin shows its search box where there is any.
 */
export function searchColumns(fields: readonly FieldMeta[]): SearchColumn[] {
  return fields.flatMap((field): SearchColumn[] => {
    if (field.secret) return [];
    if (field.multilingual) return LANGUAGES.map((language) => ({ column: field.column, jsonKey: language }));
    if (field.type !== 'string' || field.relation || field.input === 'file' || field.name === 'id') return [];
    return [{ column: field.column }];
  });
}
