import { quote } from '../../db/sql';
import type { WatchedContent } from '../../platform/page-cache/watched-content';
import { COUNTING_FACTS } from './order-money.service';

/**
 * What projects raised is page content (their cards and pages show it: docs/decisions/0054) kept in orders and
 * payments. The writes that may move an order in or out of what counts (COUNTED_ORDER, decision 0033): one of its facts
 * turning (an intent paid or no longer, an invoice refunded or no longer, an order canceled or restored), or a paid
 * order deleted. Any other write (a cart, a checkout, an expired invoice) changes nothing raised and is not announced.
 */
export const raisedContent: WatchedContent = {
  name: 'raised',
  watches: [
    ...COUNTING_FACTS.map(({ table, columns, holds }) => ({
      table,
      events: `UPDATE OF ${columns.map(quote).join(', ')}`,
      when: `(${holds('OLD')}) IS DISTINCT FROM (${holds('NEW')})`,
    })),
    // A paid order left the cart for good (type history); a cart deleted (the daily clean-up) was never counted.
    { table: 'EcommerceOrder', events: 'DELETE', when: `OLD."type" = 'history'` },
  ],
};
