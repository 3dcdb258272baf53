import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/*
 * A second API server in a process of its own, over the same PostgreSQL database as the test's (`TestDatabase.url`):
 * two processes as two instances behind a load balancer, with the test servers' secrets (tests/helpers/server.ts), so
 * that a session or the secret key works on both. No pages, no jobs: what the test sends it, it serves.
 */

const ENTRY = fileURLToPath(new URL('./api-process-entry.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Stops it (SIGTERM) and waits until it exited. */
  close(): Promise<void>;
}

/** Starts the process; resolves once it listens (its `listening <port>` line). */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let written = '';
  const port = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      written += chunk.toString();
      const listening = /listening (\d+)/.exec(written);
      if (listening) resolve(listening[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`The API process exited with ${code}:\n${written}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
