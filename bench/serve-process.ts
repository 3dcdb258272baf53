/**
 * The product's server for a benchmark as `npm start` runs it: `scripts/serve.ts` in a process of its own (tsx's
 * loader, production, the level of LOG_LEVEL asked for), its log read from a pipe by a collector into a file.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { serveArguments } from '../scripts/serve-command';

export interface ServeOptions {
  databaseUrl: string;
  logLevel: string;
  /** Where its standard output and error go. */
  logFile: string;
  /** A folder to write a CPU profile of the process into when it stops (`--cpu-prof`). */
  profileDir?: string;
  /** Signs its access tokens: the same for every process on one database. */
  jwtSecret: string;
}

export interface ServeProcess {
  url: string;
  /** CPU seconds the process has used so far (user and system). */
  cpuSeconds(): number;
  /** SIGTERM, as a supervisor stops it; resolves with its exit code. */
  stop(): Promise<number | null>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * `serve.ts` prepares Next.js, which needs a build. Any build will do: the benchmarks measure the API, which is served
 * from the sources, so a build older than them is not rebuilt (that is `npm start`'s build-if-changed).
 */
export function ensureNextBuild(): void {
  if (existsSync('.next/BUILD_ID')) return;
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`next build failed (${build.status})`);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds of another process so far, from /proc/<pid>/stat (its utime and stime, fields 14 and 15). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Starts the server and resolves once it answers; it fails if the process ends first. */
export async function startServe(options: ServeOptions): Promise<ServeProcess> {
  const port = await freePort();
  // A collector in a process of its own reads the log from a pipe, as a container runtime or journald does: a write
  // into a pipe waits when its reader lags, which a write into a file would not show.
  const log = openSync(options.logFile, 'a');
  const collector = spawn('cat', [], { stdio: ['pipe', log, log] });
  closeSync(log);
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, ...serveArguments()], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: options.logLevel,
      // Given, so that the start neither generates secrets nor writes them into `.env`.
      RBAC_JWT_SECRET: options.jwtSecret,
      RBAC_SECRET_KEY: randomBytes(24).toString('hex'),
      RBAC_ADMIN_EMAIL: 'admin@example.com',
      RBAC_ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      SITE_COORDINATOR_EMAIL: 'coordinator@example.com',
      SITE_COORDINATOR_PASSWORD: randomBytes(12).toString('hex'),
    },
    stdio: ['ignore', collector.stdin, collector.stdin],
  });
  collector.stdin!.destroy();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const collected = new Promise((resolve) => collector.once('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  // Ready once its health route answers: it listens only after migrating, seeding and preparing Next.js.
  for (;;) {
    if (ended) {
      await collected;
      throw new Error(`The server exited before it served:\n${readFileSync(options.logFile, 'utf8').slice(-3000)}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    cpuSeconds: () => processCpuSeconds(child.pid!),
    stop: () => {
      if (!ended) child.kill('SIGTERM');
      return collected.then(() => exited);
    },
  };
}
