import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './product';

/** Secrets every started process is given, so that a start neither generates one nor writes `.env`. */
export const PROCESS_SECRETS = {
  RBAC_SECRET_KEY: 'e2e-secret-key',
  RBAC_JWT_SECRET: 'e2e-jwt-secret-of-at-least-32-characters',
  RBAC_ADMIN_EMAIL: 'admin@example.com',
  RBAC_ADMIN_PASSWORD: 'e2e-admin-password',
};

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** The exit code, once it exits. */
  exited: Promise<number | null>;
}

/**
 * `scripts/serve.ts` as `npm start` runs it after its build, on `DATABASE_URL` (default: in memory), on a free port;
 * resolves once it serves. `environment` adds to or overrides the process's own.
 */
export async function startServerProcess(environment: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      SITE_URL: `http://127.0.0.1:${port}`,
      // Whatever the tests' own level: the start is seen by its `Platform on` line.
      LOG_LEVEL: 'info',
      ...PROCESS_SECRETS,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Platform on')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}
