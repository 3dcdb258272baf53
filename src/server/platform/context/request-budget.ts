import { AppError } from '../../errors';

/** Most rows one request may read or write across all its calls (a tRPC batch holds up to 50). */
export const MAX_ROWS_PER_REQUEST = 10_000;

/** What one request may still ask for, so a small batch cannot make the server read or write without bound. */
export class RequestBudget {
  /** The calls run by `within`, one after another. */
  private queue: Promise<unknown> | undefined;

  constructor(private rows = MAX_ROWS_PER_REQUEST) {}

  /** Takes `rows` from the budget, or refuses the call naming `field` when the request would pass it. */
  take(rows: number, field: string): void {
    if (rows > this.rows)
      throw new AppError(
        'BAD_REQUEST',
        `One request may read or write at most ${MAX_ROWS_PER_REQUEST} rows across its calls: ask for fewer, or send another request`,
        [
          {
            field,
            message: `${field}: passes the ${MAX_ROWS_PER_REQUEST} rows one request may ask for`,
            code: 'too_big',
            params: { maximum: MAX_ROWS_PER_REQUEST, origin: 'array' },
          },
        ],
      );
    this.rows -= rows;
  }

  /**
   * Runs work whose answer is a list of at most `max` rows, of a length known only once it ran. Such calls of
   * one request run one after another, each allowed what the ones before left (up to `max`), and pay what they
   * answer; a call that fails pays its whole allowance, since its work was done. So a batch of many such calls
   * costs no more than one budget. `work` gets the number of rows it may answer.
   */
  within<T extends readonly unknown[]>(max: number, field: string, work: (limit: number) => Promise<T>): Promise<T> {
    // Made on the first such call: most requests make none (issue 34).
    const turn = (this.queue ?? Promise.resolve()).then(async () => {
      const allowance = Math.min(max, this.rows);
      if (allowance < 1) this.take(1, field);
      try {
        const rows = await work(allowance);
        this.take(Math.min(rows.length, allowance), field);
        return rows;
      } catch (error) {
        this.rows -= allowance;
        throw error;
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}
