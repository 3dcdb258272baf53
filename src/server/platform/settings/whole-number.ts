/** Where settings are read from: process.env, or a test's own. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The setting `name`, a whole number of at least `least`, or `fallback` when it is unset or empty. Any other value
 * stops the start, naming the variable: a typo must not run the process on a default the operator did not choose.
 */
export function wholeNumberSetting(environment: Environment, name: string, fallback: number, least = 0): number {
  const text = environment[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (/^\d+$/.test(text) && Number.isSafeInteger(value) && value >= least) return value;
  throw new Error(`${name} must be a whole number of at least ${least}; it is "${environment[name]}"`);
}
