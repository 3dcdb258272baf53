import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** How long a stop may wait, from the signal, for requests in flight and running jobs (SHUTDOWN_TIMEOUT_MS). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

/** Something the process opened and closes when it stops, after the last request: the job runner, a listener, the database. */
export interface ShutdownStep {
  name: string;
  /** `leftMs`: what is left of the stop's time limit (0 once it is spent), for a step that waits on work of its own. */
  close(leftMs: number): Promise<void>;
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
 * see every request. On `shutDown` no new connection is accepted, idle keep-alive connections are closed, upgraded
 * ones (a websocket) are cut, requests in flight finish (an answer not yet begun says `Connection: close`; a
 * connection whose answer already began is closed as soon as it ends), and only then, or after `timeoutMs` when the
 * remaining connections are cut, the steps close in order, each told what is left of `timeoutMs`.
 */
export function gracefulShutdownOf(server: Server): GracefulShutdown {
  let stopping = false;
  // An array, not a Set: with a Set, answered responses deleted from it were still promoted to V8's old generation
  // (4.4 KB per API request, scavenges twice as long, measured in issue 34), which a Set's rebuilt tables would explain.
  // Requests in flight are few, so finding one to take out is cheap.
  const inFlight: ServerResponse[] = [];
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.push(response);
    if (stopping) response.shouldKeepAlive = false;
    response.on('close', () => {
      const index = inFlight.indexOf(response);
      inFlight[index] = inFlight[inFlight.length - 1]!;
      inFlight.pop();
      if (stopping) server.closeIdleConnections();
    });
  });

  // A socket handed to an `upgrade` listener (Next.js's, for the HMR websocket of `npm run dev`) is no HTTP
  // connection any more: closeAllConnections() never cuts it, and server.close() would wait for it forever.
  const upgraded = new Set<Duplex>();
  const track = (_request: IncomingMessage, socket: Duplex) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    // One upgraded during the stop (on a connection still open) goes at once too.
    if (stopping) socket.destroy();
  };
  // Only beside someone else's listener: with one of its own alone, node would hand Upgrade requests to no one.
  let tracking = false;
  const trackUpgrades = () => {
    if (tracking) return;
    tracking = true;
    server.prependListener('upgrade', track);
  };
  if (server.listenerCount('upgrade') > 0) trackUpgrades();
  server.on('newListener', (event) => {
    if (event === 'upgrade') trackUpgrades();
  });

  return {
    stopping: () => stopping,
    async shutDown({ steps, timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS, log = () => undefined }) {
      const deadline = Date.now() + timeoutMs;
      stopping = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Not requests in flight: nothing is lost by cutting them at once.
      for (const socket of upgraded) socket.destroy();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      if ((await Promise.race([drained, late])) === 'late') {
        log(`${inFlight.length} request(s) still in flight after ${timeoutMs} ms: their connections are cut`);
        server.closeAllConnections();
        await drained;
      }
      clearTimeout(timer);
      return closeInOrder(steps, { deadline, log });
    },
  };
}

/**
 * Closes `steps` one after another, each told what is left until `deadline`; one that fails is logged and the next
 * closes all the same. True when every step closed. The stop's last part, and all of a start that failed (what it
 * had opened, newest first).
 */
export async function closeInOrder(
  steps: readonly ShutdownStep[],
  { deadline, log }: { deadline: number; log: (message: string) => void },
): Promise<boolean> {
  let closed = true;
  for (const step of steps) {
    try {
      await step.close(Math.max(0, deadline - Date.now()));
    } catch (error) {
      closed = false;
      log(`Stopping ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return closed;
}
