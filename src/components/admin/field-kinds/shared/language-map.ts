/** The language maps of multilingual inputs (plain and rich text): pure, no React. */

/** A language map as the input edits it: only text entries; a plain string (a legacy value) counts as `language`. */
export function toTextMap(value: unknown, language: string): Record<string, string> {
  if (typeof value === 'string') return value ? { [language]: value } : {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The map with `language` set to `text`, or without the key when the text is empty (`isEmpty` decides). */
export function withLanguageText(
  map: Record<string, string>,
  language: string,
  text: string,
  isEmpty: (text: string) => boolean = (value) => value === '',
): Record<string, string> {
  const rest = Object.fromEntries(Object.entries(map).filter(([code]) => code !== language));
  // Spread over the old map first, so an edited language keeps its place among the keys.
  return isEmpty(text) ? rest : { ...map, [language]: text };
}

/**
 * The tabs of a multilingual input: the admin's language first, then the site's other languages in their order,
 * then any other key the stored map holds (so no text is ever hidden).
 */
export function languageTabs(language: string, languages: readonly string[], stored: readonly string[] = []): string[] {
  const ordered = languages.includes(language) ? [language, ...languages.filter((code) => code !== language)] : [...languages];
  return [...ordered, ...stored.filter((code) => !ordered.includes(code))];
}

/** What a new record's multilingual field starts with: no text in any language. */
export const newLanguageMap = (field: { multilingual: boolean }): Record<string, string> | undefined =>
  field.multilingual ? {} : undefined;
