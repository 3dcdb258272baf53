import { expect } from 'vitest';
import { AppError } from '../../src/server/errors';

/** The AppError `work` fails with; the test fails when it succeeds or fails with anything else. */
export async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
