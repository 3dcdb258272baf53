/** decodeURIComponent that answers undefined for a malformed escape (`%E0%A4`) instead of throwing. */
export function decodeOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
