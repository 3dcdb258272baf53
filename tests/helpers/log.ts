import type { LogLevel } from '../../src/server/platform/logging/log-level';
import { createLogger, logger, useLogger } from '../../src/server/platform/logging/logger';

export interface CapturedLog {
  /** Every line logged since the capture began, as pino wrote it. */
  readonly lines: string[];
  /** Puts back the logger that was in use before. */
  restore(): void;
}

/** The server's logger writes into `lines` until `restore`: a test reads what was logged, and its output stays clean. */
export function captureLog(level: LogLevel = 'error'): CapturedLog {
  const previous = logger();
  const lines: string[] = [];
  useLogger(createLogger({ level, destination: { write: (line: string) => void lines.push(line) } }));
  return { lines, restore: () => useLogger(previous) };
}
