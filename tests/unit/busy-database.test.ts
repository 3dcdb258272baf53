import { describe, expect, it } from 'vitest';
import { translateDatabaseError } from '../../src/server/db/database-errors';
import { slots } from '../../src/server/db/database';
import { ERROR_STATUS } from '../../src/server/errors';
import { expectBusy, told } from '../helpers/busy';

describe('error codes', () => {
  it('map onto tRPC codes by name, with the statuses tRPC gives them', () => {
    expect(ERROR_STATUS).toMatchObject({
      PAYMENT_REQUIRED: 402,
      UNPROCESSABLE_CONTENT: 422,
      TOO_MANY_REQUESTS: 429,
      SERVICE_UNAVAILABLE: 503,
    });
  });

  it('translate a transaction that could not start and a pool that gave no connection into 503s', () => {
    const p2028 = Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), {
      code: 'P2028',
      meta: {},
    });
    expectBusy(translateDatabaseError(p2028));
    expectBusy(translateDatabaseError(new Error('timeout exceeded when trying to connect')));
  });

  it('make a transaction that waits too long for its turn a 503', async () => {
    const acquire = slots(1, 10);
    const release = await acquire();
    expectBusy(await told(acquire()));
    release();
    (await acquire())();
  });
});
