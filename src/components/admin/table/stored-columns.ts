/** The columns hidden on an entity's table, as this browser remembers them (the URL's `hide` comes first). */

/** localStorage key of the columns hidden on an entity's table. */
export const columnsStorageKey = (path: string) => `admin.columns.${path}`;

export function readStoredHidden(path: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(columnsStorageKey(path)) ?? 'null');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredHidden(path: string, hidden: readonly string[]) {
  try {
    window.localStorage.setItem(columnsStorageKey(path), JSON.stringify(hidden));
  } catch {
    // Storage full or refused (private mode): the URL still holds the choice.
  }
}
