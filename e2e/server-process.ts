import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { serveArguments } from '../scripts/serve-command';

/** The server as `npm start` runs it. */
const SERVE = serveArguments();

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Secrets every started process is given, so that a start neither generates one nor writes them into `.env`. */
export const PROCESS_SECRETS = {
  RBAC_SECRET_KEY: 'e2e-secret-key',
  RBAC_JWT_SECRET: 'e2e-jwt-secret-of-at-least-32-characters',
  RBAC_ADMIN_EMAIL: 'admin@example.com',
  RBAC_ADMIN_PASSWORD: 'e2e-admin-password',
  SITE_COORDINATOR_EMAIL: 'coordinator@example.com',
  SITE_COORDINATOR_PASSWORD: 'e2e-coordinator-password',
};

export interface ServerProcessOptions {
  /** Variables beside and over the test's own: `DATABASE_URL` (default: in memory), `LOG_LEVEL`, `JOBS_*`. */
  env?: Record<string, string>;
  /** Told everything the process writes, standard output and error alike (its log), from its first line; without it, what it writes to standard error goes to the test's. */
  output?: (text: string) => void;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote so far, standard output and error. */
  output(): string;
  /** The exit code, once it exits. */
  exited: Promise<number | null>;
}

/** The environment of a started process: a free port on 127.0.0.1, an in-memory database, the secrets, then `env`. */
const processEnvironment = (port: number, env: Record<string, string>) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: 'memory://',
  // The address the browser uses: wallet sign-in messages name its host.
  SITE_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'info',
  ...PROCESS_SECRETS,
  ...env,
});

export interface EndedProcess {
  /** The exit code; null when it did not end within the limit (it is then killed). */
  code: number | null;
  /** Everything it wrote, standard output and error. */
  output: string;
}

/**
 * `scripts/serve.ts` run to its end, for a start that must fail: resolves with its exit code once it exits, or with
 * null once `limitMs` passed without an exit (the process, still running, is then killed: a start that fails must not
 * live on). `env` as for startServerProcess; its PORT wins over the free port chosen.
 */
export async function runServerProcess({ env = {}, limitMs = 180_000 }: ServerProcessOptions & { limitMs?: number } = {}) {
  const child = spawn(process.execPath, SERVE, {
    env: processEnvironment(await freePort(), env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), limitMs)));
  const ended = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (ended === 'late') {
    // SIGTERM, which lets it stop as it would, then SIGKILL if that does not end it either.
    child.kill('SIGTERM');
    const stopping = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(stopping);
    return { code: null, output } satisfies EndedProcess;
  }
  return { code: ended, output } satisfies EndedProcess;
}

/**
 * `scripts/serve.ts` as `npm start` runs it after its build, on a free port; resolves once it serves (its `Platform
 * on` line, written at info whatever the tests' own LOG_LEVEL unless `env` says otherwise).
 */
export async function startServerProcess({ env = {}, output }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVE, {
    env: processEnvironment(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      written += chunk.toString();
      output?.(chunk.toString());
      if (written.includes('Platform on')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => {
      read(chunk);
      if (!output) process.stderr.write(chunk);
    });
    void exited.then((code) => reject(new Error(`The server exited with ${code}:\n${written}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, output: () => written, exited };
}
