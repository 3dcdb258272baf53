import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { MAX_ROWS_PER_REQUEST, RequestBudget } from '../../src/server/platform/context/request-budget';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('the row budget of one request', () => {
  it('refuses a call that would pass it, naming the field', () => {
    const budget = new RequestBudget();
    budget.take(MAX_ROWS_PER_REQUEST - 10, 'limit');
    expect(() => budget.take(11, 'data')).toThrow(AppError);
    expect(() => budget.take(11, 'data')).toThrow(
      expect.objectContaining({ causes: [expect.objectContaining({ field: 'data' })] }),
    );
    budget.take(10, 'limit');
  });

  it('runs calls of unknown length one after another, each allowed what is left and paying what it answers', async () => {
    const budget = new RequestBudget(10);
    const allowed: number[] = [];
    const answers = await Promise.all(
      [3, 4, 5].map((count) =>
        budget
          .within(8, 'urls', async (limit) => {
            allowed.push(limit);
            if (count > limit) throw new AppError('BAD_REQUEST', 'too many');
            return rows(count);
          })
          .then(
            (list) => list.length,
            (error: Error) => error.message,
          ),
      ),
    );
    expect(allowed).toEqual([8, 7, 3]);
    expect(answers).toEqual([3, 4, 'too many']);
    // The failed call paid its whole allowance: nothing is left.
    await expect(budget.within(8, 'urls', async () => rows(0))).rejects.toThrow(/at most/);
  });
});
