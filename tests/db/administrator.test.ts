import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAdministrator, ensureCoordinatorSignIn } from '../../scripts/administrator';
import { loadEnvironment } from '../../scripts/env';
import { passwordIdentity } from '../../src/server/modules/rbac/identities/identities.service';
import { verifyPassword } from '../../src/server/modules/rbac/passwords/passwords';
import { seed } from '../../src/server/seed';
import { COORDINATOR_SLUG } from '../../src/server/seed/site/people';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const VARIABLES = [
  'RBAC_ADMIN_EMAIL',
  'RBAC_ADMIN_PASSWORD',
  'SITE_COORDINATOR_EMAIL',
  'SITE_COORDINATOR_PASSWORD',
  'RBAC_SECRET_KEY',
  'RBAC_JWT_SECRET',
];

let db: TestDatabase;
let folder: string;
const cwd = process.cwd();
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
const stdout = process.stdout as { isTTY?: boolean };
const savedIsTTY = stdout.isTTY;

beforeEach(async () => {
  db = await openTestDatabase();
  folder = mkdtempSync(path.join(tmpdir(), 'first-start-'));
  process.chdir(folder);
  for (const name of VARIABLES) Reflect.deleteProperty(process.env, name);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(async () => {
  process.chdir(cwd);
  rmSync(folder, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  vi.restoreAllMocks();
  stdout.isTTY = savedIsTTY;
  await db.dispose();
});

describe('the first start', () => {
  it('writes fresh secrets into .env once, keeping values already there', () => {
    writeFileSync('.env.example', 'PORT=4000\nRBAC_SECRET_KEY=\nRBAC_JWT_SECRET=\n');
    loadEnvironment();
    const written = readFileSync('.env', 'utf8');
    expect(written).toMatch(/^RBAC_SECRET_KEY=\S{40,}$/m);
    expect(written).toMatch(/^RBAC_JWT_SECRET=\S{40,}$/m);
    for (const name of VARIABLES) Reflect.deleteProperty(process.env, name);
    loadEnvironment();
    expect(readFileSync('.env', 'utf8')).toBe(written);
  });

  it('generates the administrator, writes and prints the credentials, and never creates one again', async () => {
    stdout.isTTY = true;
    await ensureAdministrator(db);
    const env = readFileSync('.env', 'utf8');
    const email = /^RBAC_ADMIN_EMAIL=(.+)$/m.exec(env)![1]!;
    const password = /^RBAC_ADMIN_PASSWORD=(.+)$/m.exec(env)![1]!;
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining(password));
    const identity = await passwordIdentity(db, email);
    expect(await verifyPassword(identity?.password, password)).toBe(true);
    const admins = await db.prisma.rbacSubjectsToRoles.count({ where: { role: { slug: 'admin' } } });
    expect(admins).toBe(1);

    process.env.RBAC_ADMIN_EMAIL = 'other@example.com';
    process.env.RBAC_ADMIN_PASSWORD = 'another password';
    await ensureAdministrator(db);
    expect(await db.prisma.rbacSubjectsToRoles.count({ where: { role: { slug: 'admin' } } })).toBe(1);
    expect(await passwordIdentity(db, 'other@example.com')).toBeNull();
  });

  it('prints no generated password when standard output is not a terminal, only where it is written', async () => {
    stdout.isTTY = false;
    await ensureAdministrator(db);
    const password = /^RBAC_ADMIN_PASSWORD=(.+)$/m.exec(readFileSync('.env', 'utf8'))![1]!;
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('written into .env as RBAC_ADMIN_PASSWORD'));
    expect(console.log).not.toHaveBeenCalledWith(expect.stringContaining(password));
  });

  it('takes the credentials from the environment when they are set, and refuses unusable ones', async () => {
    process.env.RBAC_ADMIN_EMAIL = 'boss@example.com';
    process.env.RBAC_ADMIN_PASSWORD = 'short';
    await expect(ensureAdministrator(db)).rejects.toThrow(/RBAC_ADMIN_PASSWORD must be at least 8 characters/);
    process.env.RBAC_ADMIN_PASSWORD = 'long enough password';
    await ensureAdministrator(db);
    const identity = await passwordIdentity(db, 'boss@example.com');
    expect(await verifyPassword(identity?.password, 'long enough password')).toBe(true);
  });

  it("gives the seeded coordinator a sign-in once: generated, written and printed as the administrator's", async () => {
    // Nothing to give before the site is seeded: no variable is written.
    await ensureCoordinatorSignIn(db);
    expect(readFileSync('.env', { encoding: 'utf8', flag: 'a+' })).not.toContain('SITE_COORDINATOR');
    await seed(db);
    stdout.isTTY = true;
    await ensureCoordinatorSignIn(db);
    const env = readFileSync('.env', 'utf8');
    const email = /^SITE_COORDINATOR_EMAIL=(.+)$/m.exec(env)![1]!;
    const password = /^SITE_COORDINATOR_PASSWORD=(.+)$/m.exec(env)![1]!;
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining(password));
    const identity = await passwordIdentity(db, email);
    expect(await verifyPassword(identity?.password, password)).toBe(true);
    const owner = await db.prisma.rbacSubjectsToIdentities.findFirstOrThrow({
      where: { identityId: identity!.id },
      select: { subject: { select: { slug: true } } },
    });
    expect(owner.subject.slug).toBe(COORDINATOR_SLUG);

    process.env.SITE_COORDINATOR_EMAIL = 'other@example.com';
    await ensureCoordinatorSignIn(db);
    expect(await passwordIdentity(db, 'other@example.com')).toBeNull();
  });
});
