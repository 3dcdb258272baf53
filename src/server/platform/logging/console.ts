import { format } from 'node:util';
import { toAppError } from '../../public-error';
import { withoutValues } from './error-serializer';
import { logger } from './logger';

/**
 * What Next.js and libraries write with console.error and console.warn (a page's render error) becomes a line of the
 * log like any other: JSON, with the request it happened in, the quoted values of an error and of the text beside it
 * left out (a library's text may repeat what it failed on, as errors do). A page that failed with a 503 (the database
 * away or too busy) is a line at debug: the outage has its one warning. console.log is left alone: the first start
 * prints the administrator it created there, once, for the person at the terminal.
 */
export function sendConsoleToLog(): void {
  const log =
    (level: 'error' | 'warn') =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = withoutValues(format(...args.filter((arg) => arg !== error)));
      // A page that failed for a database away or too busy: the outage's own warning says so once (database-outage.ts).
      if (error && toAppError(error).code === 'SERVICE_UNAVAILABLE') logger().debug({ err: error }, text || 'console');
      else if (error) logger()[level]({ err: error }, text || 'console');
      else logger()[level](text);
    };
  console.error = log('error');
  console.warn = log('warn');
}
