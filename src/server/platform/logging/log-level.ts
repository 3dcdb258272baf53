/** pino's levels, from the most said to nothing at all. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/** LOG_LEVEL as set (`info` when empty); any other word stops the start, naming the variable and what it takes. */
export function logLevelOf(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || 'info';
  if (isLogLevel(level)) return level;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; it is "${value}"`);
}
