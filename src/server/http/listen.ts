import type { Server } from 'node:http';

/** What a failure to listen means for the operator, in one sentence that says what to do. */
function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is in use by another process (EADDRINUSE): stop that process, or set PORT to a free port`;
    case 'EACCES':
      return `this user may not listen on port ${port} on ${host} (EACCES): choose a PORT above 1023, or grant the right`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine (EADDRNOTAVAIL): set HOST to one of its addresses, or 0.0.0.0`;
    default:
      return `listening on ${host}:${port} failed: ${error.message}`;
  }
}

/**
 * Makes `server` listen on `port` and `host`, resolving once it does. A failure (the port in use, a port or address
 * not allowed) rejects with an error that says so in one sentence, instead of the `error` event no one hears, which
 * Node makes an uncaught exception (and Next.js, once prepared, only logs: the process would live on serving nothing).
 */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      reject(new Error(listenFailure(error, port, host), { cause: error }));
    };
    const listening = () => {
      server.off('error', failed);
      resolve();
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, host);
  });
}
