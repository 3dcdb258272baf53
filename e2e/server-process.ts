import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

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

/**
 * `scripts/serve.ts` as `npm start` runs it after its build, on a free port; resolves once it serves (its `Platform
 * on` line, written at info whatever the tests' own LOG_LEVEL unless `env` says otherwise).
 */
export async function startServerProcess({ env = {}, output }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      // The address the browser uses: wallet sign-in messages name its host.
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      ...PROCESS_SECRETS,
      ...env,
    },
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
