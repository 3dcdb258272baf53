import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of one request carries, and the values none of them may show. */
export interface RequestLog {
  readonly requestId: string;
  /** The signed-in subject, once the request's context has checked its access token. */
  subjectId?: string;
  /** The credentials the request presented (tokens, keys, cookie values): replaced wherever a line would show them. */
  readonly secrets: ReadonlySet<string>;
}

/**
 * One store per process: Next.js's server bundle holds its own copies of our modules, and a page's lines must find
 * the request the node:http server began (as the server runtime does, src/server/runtime.ts).
 */
const STORE = Symbol.for('platform.request-log');
const holder = globalThis as { [STORE]?: AsyncLocalStorage<RequestLog> };
const storage = (holder[STORE] ??= new AsyncLocalStorage<RequestLog>());

/** Runs the work of one request: every line logged meanwhile, by any module, names it. */
export const runWithRequestLog = <T>(log: RequestLog, work: () => T): T => storage.run(log, work);

export const currentRequestLog = (): RequestLog | undefined => storage.getStore();

/** Names the request's subject on its later lines (the request line among them). */
export function recordSubject(subjectId: string): void {
  const log = storage.getStore();
  if (log) log.subjectId = subjectId;
}
