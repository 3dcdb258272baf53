import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
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
 * Lines are written synchronously in this thread, readable ones too (pino-pretty as a stream, not a worker-thread
 * transport): a line is out before the call returns, so the last ones before an exit or a crash are not lost.
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
  return pino.destination({ fd: 1, sync: true });
}

export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
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

/** Makes `logger` answer this one from now on (the server's start; a test's capture). */
export function useLogger(chosen: Logger): void {
  holder[ROOT] = chosen;
}
