import type { Context } from '../../../platform/context/context';
import { callerMayUse } from '../../../platform/procedures/access';
import { signedInProcedure } from '../../../platform/procedures/init';
import type { RestRoute } from '../../../platform/procedures/meta';
import { notFound } from '../../../errors';
import { paymentProviders } from '../payments/payment-settings';
import type { PaymentEffects } from '../payments/apply-payment.service';
import { subscriptionInput, subscriptionState } from './subscriptions.schema';
import { cancelSubscription } from './subscription-lifecycle.service';
import { isSubscriptionOf, subscriptionStateById } from './subscriptions.service';

const SUBSCRIPTION = '/api/billing/subscriptions/{id}';

const STATE: RestRoute = {
  method: 'GET',
  path: `${SUBSCRIPTION}/state`,
  summary: 'A subscription: its terms, status, period paid for, payments so far and what they came to',
};
const CANCEL: RestRoute = {
  method: 'POST',
  path: `${SUBSCRIPTION}/cancel`,
  summary:
    'Cancel a subscription: nothing more is charged, and it stays active (with what it gives) until the period paid for ends',
};

/** A subscription is its payer's; another's is a 404, as an unknown one, unless a role permits the route. */
async function callerSubscription(ctx: Context, subscriptionId: string, served: RestRoute) {
  if (await callerMayUse(ctx, [served])) return;
  const subjectId = ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.subjectId : undefined;
  if (!subjectId || !(await isSubscriptionOf(ctx.db, subscriptionId, subjectId)))
    throw notFound(`BillingSubscription with id ${subscriptionId} not found`, 'id');
}

/** The routes of one subscription: its payer's own, a permitted role's or the secret key's. */
export const subscriptionProcedures = (effects: PaymentEffects) => ({
  state: signedInProcedure
    .meta({ rest: STATE })
    .input(subscriptionInput)
    .output(subscriptionState)
    .query(async ({ ctx, input }) => {
      await callerSubscription(ctx, input.id, STATE);
      return subscriptionStateById(ctx.db, input.id);
    }),
  cancel: signedInProcedure
    .meta({ rest: CANCEL })
    .input(subscriptionInput)
    .output(subscriptionState)
    .mutation(async ({ ctx, input }) => {
      await callerSubscription(ctx, input.id, CANCEL);
      return cancelSubscription(ctx.db, paymentProviders(ctx), effects, input.id);
    }),
});
