import { literal, quote } from '../../db/sql';
import { CONTENT_CHANNEL } from './content-changes';

/*
 * What projects raised is page content (their cards and pages show it: docs/decisions/0054), but it lives in orders and
 * payments, which are no public tables: a payment would leave cached pages as they were, and open pages unaware. These
 * row triggers announce, on the content channel, the writes that move an order in or out of what counts as given
 * (ecommerce's COUNTED_ORDER, decision 0033): an intent paid (or no longer), an invoice refunded (or no longer), an
 * order canceled (or restored), a paid order deleted. Every other write to these tables (a cart, a checkout, an
 * expired invoice) announces nothing, so visitors' carts never empty the page cache. Ensured after the migrations, as
 * the content and live triggers are.
 */

interface RaisedTrigger {
  table: string;
  /** `UPDATE OF "status"`, `DELETE`. */
  events: string;
  /** When the write may change what counts (row-level WHEN, on OLD and NEW). */
  when: string;
}

const RAISED_TRIGGERS: readonly RaisedTrigger[] = [
  {
    table: 'BillingPaymentIntent',
    events: 'UPDATE OF "status"',
    when: `(OLD."status" = 'paid') IS DISTINCT FROM (NEW."status" = 'paid')`,
  },
  {
    // A refunded invoice flagged refundDue gave back a second payment, not the order's: it changes nothing raised.
    table: 'BillingInvoice',
    events: 'UPDATE OF "status", "refundDue"',
    when: `(OLD."status" = 'refunded' AND NOT OLD."refundDue") IS DISTINCT FROM (NEW."status" = 'refunded' AND NOT NEW."refundDue")`,
  },
  {
    table: 'EcommerceOrder',
    events: 'UPDATE OF "status"',
    when: `(OLD."status" = 'canceled') IS DISTINCT FROM (NEW."status" = 'canceled')`,
  },
  // A paid order left the cart for good (type history); a cart deleted (the daily clean-up) was never counted.
  { table: 'EcommerceOrder', events: 'DELETE', when: `OLD."type" = 'history'` },
];

const FUNCTION = 'platform_raised_changed';

/** The triggers (and their one function) that announce a change of what projects raised. Idempotent. */
export function raisedTriggersSql(): string {
  return [
    `CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(${literal(CONTENT_CHANNEL)}, TG_TABLE_NAME);
  RETURN NULL;
END $$`,
    ...RAISED_TRIGGERS.map(
      ({ table, events, when }) =>
        `CREATE OR REPLACE TRIGGER ${quote(`${FUNCTION}_${events.split(' ')[0]!.toLowerCase()}`)} AFTER ${events} ON ${quote(table)} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${FUNCTION}()`,
    ),
  ].join(';\n');
}
