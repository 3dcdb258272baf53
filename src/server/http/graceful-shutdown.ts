import type { Server, ServerResponse } from 'node:http';

/** How long requests in flight may take to finish after a stop signal before their connections are cut (SHUTDOWN_TIMEOUT_MS). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

/** Something the process opened and closes when it stops, after the last request: the job runner, a listener, the database. */
export interface ShutdownStep {
  name: string;
  close(): Promise<void>;
}

export interface ShutdownOptions {
  /** Closed in this order once no request is in flight (or the time is up). */
  steps: readonly ShutdownStep[];
  timeoutMs?: number;
  log?: (message: string) => void;
}

export interface GracefulShutdown {
  /** Whether a stop has begun (the readiness probe then says so). */
  stopping(): boolean;
  /** Resolves once everything is closed: true when every step closed without an error. */
  shutDown(options: ShutdownOptions): Promise<boolean>;
}

/**
 * Makes `server` stoppable the way an orchestrator expects; call it right after creating the server, since it must
 * see every request. On `shutDown` no new connection is accepted, idle keep-alive connections are closed, requests
 * in flight finish (an answer not yet begun says `Connection: close`; a connection whose answer already began is
 * closed as soon as it ends), and only then, or after `timeoutMs` when the remaining connections are cut, the steps
 * close in order.
 */
export function gracefulShutdownOf(server: Server): GracefulShutdown {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (stopping) response.shouldKeepAlive = false;
    response.on('close', () => {
      inFlight.delete(response);
      if (stopping) server.closeIdleConnections();
    });
  });

  return {
    stopping: () => stopping,
    async shutDown({ steps, timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS, log = () => undefined }) {
      stopping = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      if ((await Promise.race([drained, late])) === 'late') {
        log(`${inFlight.size} request(s) still in flight after ${timeoutMs} ms: their connections are cut`);
        server.closeAllConnections();
        await drained;
      }
      clearTimeout(timer);
      let closed = true;
      for (const step of steps) {
        try {
          await step.close();
        } catch (error) {
          closed = false;
          log(`Stopping ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return closed;
    },
  };
}
