// The second process of tests/helpers/api-process.ts: the API server over DATABASE_URL, on a free loopback port.
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../src/server/db/database';
import { createPlatformServer } from '../../src/server/http/server';
import { testDependencies } from './server';
import { openTestFileStorage } from './storage';

const db = await openDatabase(process.env.DATABASE_URL);
const storage = openTestFileStorage();
const server = createPlatformServer(testDependencies(db, storage));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    void db.close().finally(() => {
      storage.dispose();
      process.exit(0);
    });
  });
});
