// A process that logs through the product's logger (its own standard output, buffered) and then ends as told by its
// argument: `exit` (process.exit), `crash` (an uncaught exception) or `sigterm` (stopped as serve.ts stops).
import { createLogger } from '../../src/server/platform/logging/logger';

const LINES = 200;
const how = process.argv[2];
const log = createLogger({ level: 'info' });

for (let index = 0; index < LINES; index++) log.info(`line ${index}`);
if (how === 'exit') {
  log.info('last line');
  process.exit(3);
}
if (how === 'crash')
  setImmediate(() => {
    log.info('last line');
    throw new Error('crashed on purpose');
  });
if (how === 'sigterm') {
  process.on('SIGTERM', () => {
    log.info('last line');
    process.exit(0);
  });
  // Kept alive until the signal, which the test sends once the lines so far are out (the buffer's timer wrote them).
  setInterval(() => undefined, 60_000);
}
