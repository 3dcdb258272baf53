import type { ModuleWriteHooks } from '../../crud/write-hooks';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { advisoryLock } from '../../platform/locks/advisory-lock';
import { toMinorUnits } from '../../../shared/money';
import { currencyById } from '../billing';

/*
 * A project's goal in a currency (docs/decisions/0054): more than 0, within the currency's decimals, and one per
 * product and currency. The unique index keeps the last rule whatever writes; these hooks refuse a write that breaks a
 * rule with a 400 naming the field, before the database would answer a conflict.
 */

/** Goal writes are rare: one lock for all of them keeps two writes of the same product and currency apart. */
const holdGoalLock = (tx: Database) => advisoryLock.hold(tx, 'ecommerce.product-goals');

interface Goal {
  productId: string;
  billingModuleCurrencyId: string;
  amount: string;
}

const sameSlot = (a: Partial<Goal>, b: Partial<Goal>) =>
  a.productId === b.productId && a.billingModuleCurrencyId === b.billingModuleCurrencyId;

const duplicate = (field: string) =>
  badRequest('The project already has a goal in this currency: change that goal instead of adding a second one', [
    {
      field,
      message: `${field}: the project already has a goal in this currency`,
      code: 'duplicate',
    },
  ]);

/** Refuses a goal that is not more than 0 or has more decimals than its currency, naming `${fieldPrefix}amount`. */
async function checkAmount(tx: Database, goal: Goal, fieldPrefix: string) {
  const field = `${fieldPrefix}amount`;
  const currency = await currencyById(tx, goal.billingModuleCurrencyId, `${fieldPrefix}billingModuleCurrencyId`);
  let units: bigint;
  try {
    units = toMinorUnits(goal.amount, currency.decimals);
  } catch {
    const message = `must have at most ${currency.decimals} decimals in ${currency.slug}`;
    throw badRequest(`amount ${message}`, [
      { field, message: `${field}: ${message}`, code: 'step', params: { step: 10 ** -currency.decimals } },
    ]);
  }
  if (units <= 0n)
    throw badRequest('amount must be more than 0', [
      {
        field,
        message: `${field}: must be more than 0`,
        code: 'too_small',
        params: { minimum: 0, exclusive: 1, origin: 'number' },
      },
    ]);
}

/** Refuses a second goal of the product in the currency, naming `${fieldPrefix}billingModuleCurrencyId`. */
async function checkSlot(tx: Database, goal: Goal, fieldPrefix: string, ownId?: string) {
  const [other] = await tx.query<{ id: string }>(
    `SELECT "id" FROM "EcommerceProductGoal"
      WHERE "productId" = $1::text AND "billingModuleCurrencyId" = $2::text AND "id" IS DISTINCT FROM $3::text LIMIT 1`,
    [goal.productId, goal.billingModuleCurrencyId, ownId ?? null],
  );
  if (other) throw duplicate(`${fieldPrefix}billingModuleCurrencyId`);
}

export const goalWriteHooks = {
  'ecommerce.productGoals': {
    async lock({ tx, ids, data }) {
      await holdGoalLock(tx);
      // Several creates in one call (a bulk create, whose fields are named `data[i].data.`): two of one slot are refused
      // here, since the before-create hooks only see what the database held before the call.
      if (ids.length || data.length < 2) return;
      const clash = data.findIndex((goal, index) => data.slice(0, index).some((earlier) => sameSlot(earlier, goal)));
      if (clash >= 0) throw duplicate(`data[${clash}].data.billingModuleCurrencyId`);
    },
    async beforeCreate({ tx, data, fieldPrefix }) {
      const goal = data as Goal;
      await checkAmount(tx, goal, fieldPrefix);
      await checkSlot(tx, goal, fieldPrefix);
    },
    async beforeUpdate({ tx, old, data, fieldPrefix }) {
      const goal = { ...old, ...data };
      await checkAmount(tx, goal, fieldPrefix);
      await checkSlot(tx, goal, fieldPrefix, old.id);
    },
  },
} satisfies ModuleWriteHooks<'ecommerce'>;
