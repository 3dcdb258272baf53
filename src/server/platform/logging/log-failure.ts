import { toAppError } from '../../public-error';
import { logger } from './logger';

/**
 * Logs an error a request ended in: an internal one with its type, message (values left out) and stack; a refusal
 * (bad input, no access) at debug only, by its code and message, since a client's mistakes are not the server's.
 */
export function logFailure(error: unknown): void {
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL_SERVER_ERROR') logger().error({ err: error }, 'Internal error');
  else logger().debug({ status: appError.status, code: appError.code }, appError.message);
}
