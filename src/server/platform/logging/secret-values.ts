/** Shorter values are not looked for: they would blank ordinary words, and no credential is that short. */
const SHORTEST_SECRET = 8;
const CENSORED = '[redacted]';

/** The server's own secrets (RBAC_SECRET_KEY, RBAC_JWT_SECRET), one set per process as the request store is. */
const SERVER_SECRETS = Symbol.for('platform.server-secrets');
const holder = globalThis as { [SERVER_SECRETS]?: Set<string> };
const serverSecrets = (holder[SERVER_SECRETS] ??= new Set<string>());

/** Characters that stay as they are when percent-decoded and when escaped inside a JSON string (base64, hex, JWTs). */
const SAME_IN_EVERY_FORM = /^[\w .~+/=:-]*$/;

/** The forms a value may take in a line: as sent, percent-decoded (a cookie's), and escaped inside a JSON string. */
function formsOf(value: string): string[] {
  // A token or key (base64url, hex) has no other form: the usual case, decided without decoding or escaping it.
  if (SAME_IN_EVERY_FORM.test(value)) return value.length >= SHORTEST_SECRET ? [value] : [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Not percent-encoded text: the value as sent is the only form.
  }
  return [...new Set([value, decoded].flatMap((form) => [form, JSON.stringify(form).slice(1, -1)]))].filter(
    (form) => form.length >= SHORTEST_SECRET,
  );
}

/** Adds values no log line may ever show, whatever request is running. */
export function neverLog(...values: (string | undefined)[]): void {
  for (const value of values) if (value) for (const form of formsOf(value)) serverSecrets.add(form);
}

/** A request's credentials in every form they may take, for its RequestLog. */
export const secretForms = (values: Iterable<string>): Set<string> => new Set([...values].flatMap(formsOf));

/** The line with every known secret replaced: the last guard, whatever a log call was handed. */
export function withoutSecrets(line: string, requestSecrets: ReadonlySet<string> = new Set()): string {
  let clean = line;
  for (const secrets of [serverSecrets, requestSecrets])
    for (const secret of secrets) if (clean.includes(secret)) clean = clean.replaceAll(secret, CENSORED);
  return clean;
}
