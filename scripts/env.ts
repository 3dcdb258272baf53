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
    // Its value stays in .env: a terminal's output may end up in a log, and the key may call every route.
    told: 'Wrote a new RBAC_SECRET_KEY into .env; scripts send it as the X-RBAC-SECRET-KEY header.',
  },
  { name: 'RBAC_JWT_SECRET', told: 'Wrote a new RBAC_JWT_SECRET into .env: it signs the access tokens.' },
];

/**
 * Loads `.env` into process.env (variables already set win). On a fresh clone it first writes `.env` from
 * `.env.example`, and it fills in the secrets that are still empty with fresh random ones, saying so once.
 */
export function loadEnvironment(): void {
  if (!existsSync(ENV_FILE) && existsSync('.env.example')) writeFileSync(ENV_FILE, readFileSync('.env.example', 'utf8'));
  for (const { name, told } of GENERATED_SECRETS) {
    if (process.env[name] || (existsSync(ENV_FILE) && valueInFile(readFileSync(ENV_FILE, 'utf8'), name))) continue;
    const value = randomBytes(32).toString('base64url');
    writeEnvironmentValue(name, value);
    console.log(told);
  }
  if (existsSync(ENV_FILE)) {
    const fromFile = Object.fromEntries(
      readFileSync(ENV_FILE, 'utf8')
        .split('\n')
        .map((entry) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(entry))
        .filter((match) => match !== null)
        .map((match) => [match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2')]),
    );
    for (const [name, value] of Object.entries(fromFile)) if (process.env[name] === undefined) process.env[name] = value;
  }
}
