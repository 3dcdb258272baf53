// s3rver 3.7.1 ships no types: what tests/helpers/s3-server.ts uses of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; answers the address bound. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** The HTTP server `run` started. */
    httpServer: Server;
  }
}
