/** Where settings are read from: process.env, or a test's own. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The setting `name`, a whole number from `least` to `most`, or `fallback` when it is unset or empty. Any other value
 * stops the start, naming the variable: a typo must not run the process on a default the operator did not choose.
 */
export function wholeNumberSetting(
  environment: Environment,
  name: string,
  fallback: number,
  least = 0,
  most = Number.MAX_SAFE_INTEGER,
): number {
  const text = environment[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (/^\d+$/.test(text) && value >= least && value <= most) return value;
  const range = most === Number.MAX_SAFE_INTEGER ? `of at least ${least}` : `from ${least} to ${most}`;
  throw new Error(`${name} must be a whole number ${range}; it is "${environment[name]}"`);
}
