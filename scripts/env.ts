import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const ENV_FILE = '.env';

const line = (name: string) => new RegExp(`^${name}=.*$`, 'm');

/** The value of a variable in `.env` (empty when unset or missing). */
const valueInFile = (text: string, name: string) =>
  line(name)
    .exec(text)?.[0]
    .slice(name.length + 1)
    .trim() ?? '';

/** Writes `name=value` into `.env`, replacing the variable's line or adding one. */
export function writeEnvironmentValue(name: string, value: string): void {
  const text = existsSync(ENV_FILE) ? readFileSync(ENV_FILE, 'utf8') : '';
  writeFileSync(
    ENV_FILE,
    line(name).test(text) ? text.replace(line(name), `${name}=${value}`) : `${text.replace(/\n?$/, '\n')}${name}=${value}\n`,
  );
}

/** Secrets the first start generates when neither `.env` nor the environment holds them, and what it says. */
const GENERATED_SECRETS = [
  {
    name: 'RBAC_SECRET_KEY',
    // Never printed: a terminal's scroll-back and a log collector are not where a key that can do anything belongs.
    told: 'Wrote a new RBAC_SECRET_KEY into .env: scripts send it as the X-RBAC-SECRET-KEY header.',
  },
  { name: 'RBAC_JWT_SECRET', told: 'Wrote a new RBAC_JWT_SECRET into .env: it signs the access tokens.' },
];

/**
 * Loads `.env` into process.env (variables already set win). On a fresh clone it first writes `.env` from
 * `.env.example`, and it fills in the secrets that are still empty with fresh random ones, saying so once.
 */
export function loadEnvironment(): void {
  writeEnvironmentFileFromExample();
  for (const { name, told } of GENERATED_SECRETS) {
    if (process.env[name] || (existsSync(ENV_FILE) && valueInFile(readFileSync(ENV_FILE, 'utf8'), name))) continue;
    const value = randomBytes(32).toString('base64url');
    writeEnvironmentValue(name, value);
    console.log(told);
  }
  for (const [name, value] of Object.entries(readEnvironmentFile()))
    if (process.env[name] === undefined) process.env[name] = value;
}

/**
 * Where the server listens, as the first start was given it: `.env` records these as the environment set them, not as
 * `.env.example` has them, so that it says the port the server actually used (and the next start, without them, uses
 * the same one).
 */
const RECORDED_AT_FIRST_START = ['PORT', 'HOST'] as const;

/**
 * On a fresh clone, `.env` starts as a copy of `.env.example`, with the listening settings the environment gives
 * (RECORDED_AT_FIRST_START) in place of the example's: the build and the server then read the same settings.
 */
export function writeEnvironmentFileFromExample(environment: Readonly<Record<string, string | undefined>> = process.env): void {
  if (existsSync(ENV_FILE) || !existsSync('.env.example')) return;
  let text = readFileSync('.env.example', 'utf8');
  for (const name of RECORDED_AT_FIRST_START) {
    const value = environment[name]?.trim();
    // A value of several lines would write lines of its own into `.env`: the example's stays.
    if (!value || /[\r\n]/.test(value)) continue;
    text = line(name).test(text)
      ? text.replace(line(name), () => `${name}=${value}`)
      : `${text.replace(/\n?$/, '\n')}${name}=${value}\n`;
  }
  writeFileSync(ENV_FILE, text);
}

/** The variables `.env` sets (none when there is no `.env`), without changing anything. */
export function readEnvironmentFile(): Record<string, string> {
  if (!existsSync(ENV_FILE)) return {};
  return Object.fromEntries(
    readFileSync(ENV_FILE, 'utf8')
      .split('\n')
      .map((entry) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(entry))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2')]),
  );
}
