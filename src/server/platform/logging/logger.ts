import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { NativeDate } from '../../db/native-date';
import { LineBatch } from './line-batch';
import { serializeError } from './error-serializer';
import { logLevelOf, type LogLevel } from './log-level';
import { currentRequestLog } from './request-log';
import { withoutSecrets } from './secret-values';

export interface LoggerOptions {
  level: LogLevel;
  /** Coloured single lines for a person at a terminal (`npm run dev`) instead of JSON lines for a collector. */
  readable?: boolean;
  /** Where lines go (a test's capture); standard output by default. */
  destination?: DestinationStream;
}

/** Fields no line shows even when a log call is handed an object holding them. */
const REDACTED_FIELDS = ['password', 'passwordConfirmation', 'nonce', 'signature', 'token', 'jwt', 'refresh']
  .flatMap((field) => [field, `*.${field}`])
  .concat([
    'headers.authorization',
    'headers.cookie',
    'headers["x-rbac-secret-key"]',
    '*.headers.authorization',
    '*.headers.cookie',
  ]);

/**
 * Characters of lines gathered before one write: a write per line would be a system call per request (issue 34). At
 * most sonic-boom's maxWrite (16 KiB), so that a batch goes out in one write.
 */
const BATCH_LENGTH = 16_000;
/** The longest a line waits in the buffer while the server is quiet. */
const FLUSH_EVERY_MS = 250;

/**
 * JSON lines go out asynchronously, gathered into writes of BATCH_LENGTH or every FLUSH_EVERY_MS, so that a slow
 * reader of standard output (a pipe to a collector) never stalls a request. The last lines before an exit are not
 * lost: the batch hands them on and pino writes what is buffered synchronously on `exit`, which process.exit, an
 * uncaught exception and the end of the event loop all emit (serve.ts stops on SIGTERM and SIGINT with process.exit).
 * Only a SIGKILL loses what is buffered. Readable lines (pino-pretty as a stream, not a worker-thread transport) are for a person at a terminal
 * and are written synchronously.
 */
function destinationOf(options: LoggerOptions): DestinationStream {
  if (options.destination) return options.destination;
  // A request line's message already says its method, path, status and duration.
  if (options.readable)
    return pretty({
      sync: true,
      colorize: true,
      singleLine: true,
      translateTime: 'HH:MM:ss.l',
      ignore: 'pid,hostname,method,path,status,durationMs',
    });
  // Each batch is written as soon as it is handed over (and no write is under way): the batch is the buffer.
  const stream = pino.destination({ fd: 1, sync: false });
  const batch = new LineBatch(stream, BATCH_LENGTH);
  const flushing = setInterval(() => batch.flush(), FLUSH_EVERY_MS).unref();
  stream.on('close', () => {
    clearInterval(flushing);
    batch.close();
  });
  return batch;
}

/** The last line's time, written once per millisecond: a busy server logs several lines in each. */
let lastTime = { at: Number.NaN, text: '' };

/** pino's isoTime with Node's own Date and clock: Next.js's wrappers of the global ones are slow, and every line pays. */
function lineTime(): string {
  const at = NativeDate.now();
  if (at !== lastTime.at) lastTime = { at, text: `,"time":"${new NativeDate(at).toISOString()}"` };
  return lastTime.text;
}

export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: lineTime,
      serializers: { err: serializeError },
      redact: { paths: REDACTED_FIELDS, censor: '[redacted]' },
      // Every line logged while a request runs names it, whichever module logs.
      mixin: () => {
        const request = currentRequestLog();
        if (!request) return {};
        return { requestId: request.requestId, ...(request.subjectId ? { subjectId: request.subjectId } : {}) };
      },
      hooks: { streamWrite: (line) => withoutSecrets(line, currentRequestLog()?.secrets) },
    },
    destinationOf(options),
  );
}

/** One logger per process, shared with Next.js's copy of this module like the request store. */
const ROOT = Symbol.for('platform.logger');
const holder = globalThis as { [ROOT]?: Logger };

/** The process's logger: the one the server set up, or JSON lines at LOG_LEVEL. */
export const logger = (): Logger => (holder[ROOT] ??= createLogger({ level: logLevelOf(process.env.LOG_LEVEL) }));

const requestLines = new WeakMap<Logger, Logger>();

/**
 * The logger of request lines: the process's logger without field redaction. A request line holds only the server's
 * own fields (method, path, status, duration, request id, subject), none of REDACTED_FIELDS, and pino's redaction ran
 * on every one of its keys (issue 34); the line still passes `withoutSecrets` with the request's credentials.
 */
export function requestLineLogger(): Logger {
  const root = logger();
  let lines = requestLines.get(root);
  if (!lines) requestLines.set(root, (lines = root.child({}, { redact: [] })));
  return lines;
}

/** Makes `logger` answer this one from now on (the server's start; a test's capture). */
export function useLogger(chosen: Logger): void {
  holder[ROOT] = chosen;
}
