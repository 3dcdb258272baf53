/** One thing the server needs to serve well, and how to see that it has it. */
export interface ReadinessCheck {
  /** How the answer names it: `database`, `migrations`, `change listener`, `redis`. */
  name: string;
  /** Resolves when ready; else rejects with what is wrong, in words anyone may read (never a secret, a URL or a host). */
  check(): Promise<void>;
}

interface ReadinessReport {
  ready: boolean;
  /** Each check's name and `ok`, or what is wrong. */
  checks: Record<string, string>;
}

/** A check that has not answered by then counts as failed: a readiness probe must itself answer in time. */
const READINESS_TIMEOUT_MS = 3_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The checks a server process answers `GET /api/ready` with. The server's start adds its own (the change listener)
 * once it has made them, so that a process still starting is not ready.
 */
export class Readiness {
  readonly #checks: ReadinessCheck[];

  constructor(checks: readonly ReadinessCheck[] = []) {
    this.#checks = [...checks];
  }

  add(check: ReadinessCheck): void {
    this.#checks.push(check);
  }

  /** Runs every check at once, each at most `timeoutMs`. */
  async report(timeoutMs = READINESS_TIMEOUT_MS): Promise<ReadinessReport> {
    const results = await Promise.all(
      this.#checks.map(({ name, check }) =>
        within(check(), timeoutMs).then(
          () => [name, 'ok'] as const,
          (error: unknown) => [name, error instanceof Error ? error.message : String(error)] as const,
        ),
      ),
    );
    return { ready: results.every(([, state]) => state === 'ok'), checks: Object.fromEntries(results) };
  }
}
