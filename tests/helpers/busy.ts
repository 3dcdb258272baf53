import { expect } from 'vitest';
import { translateDatabaseError } from '../../src/server/db/database-errors';
import { AppError } from '../../src/server/errors';

/** The error `work` fails with, as a client is told of it. */
export async function told(work: Promise<unknown>): Promise<unknown> {
  const error = await work.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  return translateDatabaseError(error);
}

/** Asserts the 503 of a database that could not take the call in time, telling when to send it again (whole seconds). */
export const expectBusy = (error: unknown) => {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  expect((error as AppError).message).toMatch(/busy|try again/);
  expect((error as AppError).headers['retry-after']).toMatch(/^[1-9]\d*$/);
};
