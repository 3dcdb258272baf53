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

  it('make a write that clashed with others on its every run a 503 to try again, as a deadlock or serialisation failure', () => {
    const deadlocked = Object.assign(new Error('Raw query failed. Code: `40P01`. Message: `deadlock detected`'), {
      code: 'P2010',
      meta: { driverAdapterError: { cause: { originalCode: '40P01' } } },
    });
    const unserialisable = Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
    const p2034 = Object.assign(new Error('Transaction failed due to a write conflict or a deadlock'), {
      code: 'P2034',
      meta: {},
    });
    for (const error of [deadlocked, unserialisable, p2034]) expectBusy(translateDatabaseError(error));
  });

  it('make a transaction that waits too long for its turn a 503', async () => {
    const acquire = slots(1, 10);
    const release = await acquire();
    expectBusy(await told(acquire()));
    release();
    (await acquire())();
  });
});
