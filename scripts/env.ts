import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Loads `.env` into process.env (variables already set win). On a fresh clone it first writes `.env`
 * from `.env.example` with a random RBAC_SECRET_KEY, so writes work locally and the key is printed once.
 */
export function loadEnvironment(): void {
  if (!existsSync('.env') && existsSync('.env.example')) {
    const secretKey = randomBytes(24).toString('base64url');
    writeFileSync('.env', readFileSync('.env.example', 'utf8').replace(/^RBAC_SECRET_KEY=.*$/m, `RBAC_SECRET_KEY=${secretKey}`));
    console.log(`Wrote .env with a new RBAC_SECRET_KEY (${secretKey}); send it as the X-RBAC-SECRET-KEY header to write.`);
  }
  if (existsSync('.env')) {
    const fromFile = Object.fromEntries(
      readFileSync('.env', 'utf8')
        .split('\n')
        .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2')]),
    );
    for (const [name, value] of Object.entries(fromFile)) if (process.env[name] === undefined) process.env[name] = value;
  }
}
