import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Debian's PostgreSQL binaries (POSTGRES_BIN elsewhere). A test that stops its database cannot use the machine's shared
 * server at 127.0.0.1:5432, which other suites and people use: it starts one of its own from these.
 */
export const POSTGRES_BIN = process.env.POSTGRES_BIN || '/usr/lib/postgresql/15/bin';

/** Why a private PostgreSQL cannot be started here (its binaries are absent), for a test to skip saying so; else undefined. */
export const privatePostgresMissing = (): string | undefined =>
  ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(POSTGRES_BIN, name)))
    ? undefined
    : `PostgreSQL's binaries are not in ${POSTGRES_BIN} (set POSTGRES_BIN): no private server to stop and start`;

export interface PrivatePostgres {
  /** Its `postgres` database, trust authentication, on 127.0.0.1. */
  url: string;
  port: number;
  /** Stops the server (`fast`: an operator's stop, every session ended with 57P01; `immediate`: as after a crash). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data: resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its folder. */
  dispose(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });

/** The `postgres` OS user's ids: initdb and postgres refuse to run as root, so root runs them as that user. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all(['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)));
  return { uid: uid!, gid: gid! };
}

/**
 * A PostgreSQL server of the test's own in a temporary folder, on a free port, with durability off (it holds nothing
 * worth keeping): a test may stop it under load and start it again. Call `dispose` when done.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const missing = privatePostgresMissing();
  if (missing) throw new Error(missing);
  const user = await postgresUser();
  const folder = await mkdtemp(path.join(tmpdir(), 'private-postgres-'));
  if (user) await chown(folder, user.uid, user.gid);
  const data = path.join(folder, 'data');
  const binary = (name: string, args: string[]) =>
    user
      ? run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, name), ...args], { cwd: folder })
      : run(path.join(POSTGRES_BIN, name), args, { cwd: folder });
  const port = await freePort();
  let running = false;
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () => {
    await binary('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', path.join(folder, 'log'), '-o', options]);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await binary('pg_ctl', ['stop', '-w', '-t', '60', '-m', mode, '-D', data]);
    running = false;
  };
  try {
    await binary('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async dispose() {
      if (running) await stop('immediate').catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
