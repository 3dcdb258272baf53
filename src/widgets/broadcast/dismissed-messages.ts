/*
 * Which announcements this browser's visitor closed: their ids in localStorage, so that no account and no cookie is
 * needed, and a new message (a new id) shows again. Another tab hears a dismissal through the `storage` event.
 */

export const DISMISSED_KEY = 'broadcast.dismissed';
/** Ids kept: the newest dismissals; an old message long expired need not be remembered. */
const KEPT = 100;

export function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Storage refused (private mode, blocked) or spoiled: nothing is remembered, every message shows.
    return [];
  }
}

export function rememberDismissed(id: string): string[] {
  const ids = [...readDismissed().filter((known) => known !== id), id].slice(-KEPT);
  try {
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Not stored: the message is hidden on this page only.
  }
  return ids;
}
