import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/server/errors';

describe('AppError', () => {
  it("is recognised whichever copy of its module made it (Next.js's server bundle holds its own copies)", async () => {
    vi.resetModules();
    const copy = await import('../../src/server/errors');
    expect(copy.AppError).not.toBe(AppError);
    const refusal = new copy.AppError('UNAUTHORIZED', 'The session has ended: sign in again');
    expect(refusal instanceof AppError).toBe(true);
    expect(new AppError('NOT_FOUND', 'x') instanceof copy.AppError).toBe(true);
    expect(new Error('The session has ended') instanceof AppError).toBe(false);
    expect({ code: 'UNAUTHORIZED' } instanceof AppError).toBe(false);
  });
});
