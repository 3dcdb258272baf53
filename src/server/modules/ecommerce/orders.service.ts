import { sumAmounts } from '../../../shared/money';
import type { Database, SqlTransaction } from '../../db/database';
import { notFound } from '../../errors';
import { currencyById, type CurrencySummary } from '../billing';
import type { CheckoutAttributes, CurrencyTotal, OrderCheck, OrderLine, OrderWithLines } from './orders.answers';
import { NO_PRICE, priceLateral } from './prices.service';
import { INTERVAL_TEXT_SQL, intervalTermsOfText } from './attributes.service';

/*
 * Reading orders as the storefront and its clients need them: lines with their products and what each costs now
 * (prices are read at every call, so a changed or deleted price shows at once; a checked-out order's lines cost what
 * its checkout asked for), and totals per currency. An order is
 * paid in one currency: its first link to a billing currency. Amounts are decimal texts in the currency's decimals,
 * computed by PostgreSQL's numeric and summed as BigInts (src/shared/money.ts): never through a binary float.
 */

interface LineRow extends Omit<OrderLine, 'product'> {
  slug: string;
  title: Record<string, string>;
  shortDescription: Record<string, string>;
  type: string;
  intervalText: unknown;
  currencySlug: string | null;
  currencySymbol: string | null;
  currencyTitle: Record<string, string> | null;
  currencyDecimals: number | null;
}

/** Lines with the currencies they are priced in (read with them: no second query). */
interface PricedLines {
  lines: OrderLine[];
  currencies: Map<string, CurrencySummary>;
}

/** A LATERAL join `oc` of an order's currency: its first link to a billing currency (`oc."currencyId"`). */
const ORDER_CURRENCY = (order: string) => `LEFT JOIN LATERAL (
         SELECT x."billingModuleCurrencyId" AS "currencyId" FROM "EcommerceOrdersToBillingModuleCurrencies" x
          WHERE x."orderId" = ${order} ORDER BY x."orderIndex", x."createdAt", x."id" LIMIT 1
       ) oc ON TRUE`;

/** The currency of an SQL row read with one (`LEFT JOIN "BillingCurrency" c`), by id. */
const CURRENCY_COLUMNS = `c."slug" AS "currencySlug", c."symbol" AS "currencySymbol", c."title" AS "currencyTitle",
            c."decimals" AS "currencyDecimals"`;

function currencyOf(
  id: string | null,
  row: Omit<LineRow, keyof OrderLine | 'slug' | 'title' | 'shortDescription' | 'type' | 'intervalText'>,
) {
  if (!id || row.currencySlug === null) return undefined;
  return {
    id,
    slug: row.currencySlug,
    symbol: row.currencySymbol,
    title: row.currencyTitle ?? {},
    decimals: row.currencyDecimals ?? 0,
  } satisfies CurrencySummary;
}

/** The SQL price of one of line `l` in `currency` (SQL): see readLines. */
const unitPriceSql = (currency: string) =>
  // A checked-out order costs what its payment asked for; a cart, what its products cost now, or the amount its
  // visitor chose where the price takes a free amount (docs/decisions/0031).
  `round(COALESCE(CASE WHEN o."type" = 'history' AND ${currency} = oc."currencyId" THEN l."checkoutUnitPrice" END,
                  CASE WHEN price."minimum" IS NOT NULL THEN l."amount" END, price."amount"), c."decimals")`;

/** The columns of a line `l` of order `o` as LineRow has them, priced in `currency` (SQL). */
const LINE_COLUMNS = (currency: string) => `l."id", l."orderId", l."productId", l."storeId", l."quantity",
            p."slug", p."title", p."shortDescription", p."type",
            ${INTERVAL_TEXT_SQL('p."id"', 'p."type"')} AS "intervalText",
            ${currency} AS "billingModuleCurrencyId", price."attributeId",
            ${unitPriceSql(currency)}::text AS "unitPrice",
            (${unitPriceSql(currency)} * l."quantity")::text AS "total",
            ${CURRENCY_COLUMNS}`;

/**
 * What LINE_COLUMNS reads beside the line `l` and its order `o`: `join` is JOIN, or LEFT JOIN where `l` may be none;
 * `orderId` the order's id (SQL).
 */
const LINE_JOINS = (currency: string, join: string, orderId: string) => `${join} "EcommerceProduct" p ON p."id" = l."productId"
       ${ORDER_CURRENCY(orderId)}
       LEFT JOIN "BillingCurrency" c ON c."id" = ${currency}
       LEFT JOIN LATERAL ${priceLateral('l."productId"', 'l."storeId"', currency)} price ON TRUE`;

/** The order of lines (and of orders) every read answers. */
const LINES_ORDER = `o."createdAt" DESC, o."id", l."orderIndex", l."createdAt", l."id"`;

/** A LineRow (of its columns only) as a line with its product, its currency kept in `currencies`. */
function lineOf(row: LineRow, currencies: Map<string, CurrencySummary>): OrderLine {
  const { id, orderId, productId, storeId, quantity, billingModuleCurrencyId, attributeId, unitPrice, total } = row;
  const summary = currencyOf(billingModuleCurrencyId, row);
  if (summary) currencies.set(summary.id, summary);
  const { slug, title, shortDescription, type } = row;
  const terms = intervalTermsOfText(row.intervalText) ?? null;
  const product = { id: productId, slug, title, shortDescription, type, terms };
  return { id, orderId, productId, storeId, quantity, billingModuleCurrencyId, attributeId, unitPrice, total, product };
}

/**
 * The lines `where` selects (SQL on `l`, the lines, and `o`, their orders), priced in each order's currency, or in
 * `currencyParam` (an SQL parameter) where given, with those currencies. One statement.
 */
async function readLines(db: Database, where: string, params: unknown[], currencyParam?: string): Promise<PricedLines> {
  const currency = currencyParam ?? 'oc."currencyId"';
  const rows = await db.query<LineRow>(
    `SELECT ${LINE_COLUMNS(currency)}
       FROM "EcommerceOrdersToProducts" l
       JOIN "EcommerceOrder" o ON o."id" = l."orderId"
       ${LINE_JOINS(currency, 'JOIN', 'l."orderId"')}
      WHERE ${where}
      ORDER BY ${LINES_ORDER}`,
    params,
  );
  const currencies = new Map<string, CurrencySummary>();
  return { lines: rows.map((row) => lineOf(row, currencies)), currencies };
}

/** Totals per currency of these lines, in the currencies' order of first appearance. */
function totalsOf(lines: readonly OrderLine[], currencies: ReadonlyMap<string, CurrencySummary>): CurrencyTotal[] {
  const byCurrency = new Map<string, OrderLine[]>();
  for (const line of lines) {
    if (!line.billingModuleCurrencyId) continue;
    byCurrency.set(line.billingModuleCurrencyId, [...(byCurrency.get(line.billingModuleCurrencyId) ?? []), line]);
  }
  return [...byCurrency].flatMap(([currencyId, inCurrency]) => {
    const currency = currencies.get(currencyId);
    if (!currency) return [];
    const priced = inCurrency.flatMap((line) => (line.total === null ? [] : [line.total]));
    return [
      {
        billingModuleCurrency: currency,
        amount: sumAmounts(priced, currency.decimals),
        quantity: inCurrency.reduce((sum, line) => sum + line.quantity, 0),
        complete: priced.length === inCurrency.length,
      },
    ];
  });
}

/**
 * The lines of these orders, as readLines' `where` and parameters. One order (every add and change of a cart) is
 * `= $1`: prepared, its generic plan costs what a custom one does and is kept, where an array's is estimated for ten
 * orders, so PostgreSQL planned it again at every call (10 ms for well under 1 ms of execution).
 */
const linesOf = (orderIds: readonly string[]): [string, unknown[]] =>
  orderIds.length === 1 ? ['l."orderId" = $1::text', [orderIds[0]]] : ['l."orderId" = ANY($1::text[])', [orderIds]];

/** Reads the lines of these orders once: totals per currency of those `pick` selects. */
export async function linesWithTotals(db: Database, orderIds: readonly string[]) {
  const { lines, currencies } = await readLines(db, ...linesOf(orderIds));
  return (pick: (line: OrderLine) => boolean) => totalsOf(lines.filter(pick), currencies);
}

/** Totals per currency of the lines `where` selects. */
async function totalsWhere(db: Database, where: string, params: unknown[], currencyParam?: string) {
  const { lines, currencies } = await readLines(db, where, params, currencyParam);
  return { lines, currencies, totals: totalsOf(lines, currencies) };
}

/** Columns of each order's own read with ordersWithLines: SQL on the order `o`, its parameters numbered from $2. */
export interface OrderExtras {
  columns: string;
  params: unknown[];
}

/** An order's row as ordersWithLinesAnd reads it: the order's columns, its extras, and one line or none. */
type OrderLineRow = Partial<LineRow> & {
  orderKey: string;
  orderType: string;
  orderStatus: string;
  orderComment: string | null;
  orderCreatedAt: Date;
  orderUpdatedAt: Date;
  orderCurrencyId: string | null;
};

/** ordersWithLinesAnd's statements by their extra columns: of one order, of several. */
const ordersStatements = new Map<string, Record<'one' | 'several', string>>();

/**
 * ordersWithLinesAnd's statement, written once per extra columns (its callers' constants) and count: a text built per
 * call is hashed and compared again to find its prepared statement's name (issue 34).
 */
function ordersStatement(columns: string, one: boolean): string {
  let statements = ordersStatements.get(columns);
  if (!statements) {
    const currency = 'oc."currencyId"';
    const statement = (where: string) => `SELECT o."id" AS "orderKey", o."type" AS "orderType", o."status" AS "orderStatus",
            o."comment" AS "orderComment", o."createdAt" AS "orderCreatedAt", o."updatedAt" AS "orderUpdatedAt",
            oc."currencyId" AS "orderCurrencyId", ${columns ? `${columns},` : ''} ${LINE_COLUMNS(currency)}
       FROM "EcommerceOrder" o
       LEFT JOIN "EcommerceOrdersToProducts" l ON l."orderId" = o."id"
       ${LINE_JOINS(currency, 'LEFT JOIN', 'o."id"')}
      WHERE ${where}
      ORDER BY ${LINES_ORDER}`;
    statements = { one: statement('o."id" = $1::text'), several: statement('o."id" = ANY($1::text[])') };
    ordersStatements.set(columns, statements);
  }
  return one ? statements.one : statements.several;
}

/**
 * These orders (ids, in that order) with their lines and totals, and each order's `extras` (its columns as read);
 * ids of no order are left out. One statement: each order's row joined to each of its lines (or to none).
 */
export async function ordersWithLinesAnd<Extra extends object>(
  db: SqlTransaction,
  orderIds: readonly string[],
  extras: OrderExtras = { columns: '', params: [] },
): Promise<{ order: OrderWithLines; extra: Extra }[]> {
  if (!orderIds.length) return [];
  // One order (every add and change of a cart) is `= $1`: see linesOf.
  const one = orderIds.length === 1;
  const rows = await db.query<OrderLineRow & Extra>(ordersStatement(extras.columns, one), [
    one ? orderIds[0] : orderIds,
    ...extras.params,
  ]);
  type Read = { row: OrderLineRow & Extra; lines: OrderLine[]; currencies: Map<string, CurrencySummary> };
  const byId = new Map<string, Read>();
  for (const row of rows) {
    const read: Read = byId.get(row.orderKey) ?? { row, lines: [], currencies: new Map() };
    byId.set(row.orderKey, read);
    if (row.id !== null && row.id !== undefined) read.lines.push(lineOf(row as LineRow, read.currencies));
  }
  return orderIds.flatMap((id) => {
    const read = byId.get(id);
    if (!read) return [];
    const { row, lines, currencies } = read;
    const order: OrderWithLines = {
      id,
      type: row.orderType,
      status: row.orderStatus,
      comment: row.orderComment,
      createdAt: row.orderCreatedAt,
      updatedAt: row.orderUpdatedAt,
      billingModuleCurrency:
        currencyOf(row.orderCurrencyId, {
          currencySlug: row.currencySlug ?? null,
          currencySymbol: row.currencySymbol ?? null,
          currencyTitle: row.currencyTitle ?? null,
          currencyDecimals: row.currencyDecimals ?? null,
        }) ?? null,
      ordersToProducts: lines,
      totals: totalsOf(lines, currencies),
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    };
    return [{ order, extra: row }];
  });
}

/** These orders (ids, in that order) with their lines and totals; ids of no order are left out. One statement. */
export async function ordersWithLines(db: Database, orderIds: readonly string[]): Promise<OrderWithLines[]> {
  return (await ordersWithLinesAnd(db, orderIds)).map(({ order }) => order);
}

/** A subject's orders (cart, history or both), newest first, with lines and totals. */
export async function subjectOrders(
  db: Database,
  subjectId: string,
  { type, limit, offset }: { type?: 'cart' | 'history'; limit: number; offset: number },
): Promise<OrderWithLines[]> {
  const links = await db.query<{ id: string }>(
    `SELECT o."id" FROM "RbacSubjectsToEcommerceModuleOrders" so
       JOIN "EcommerceOrder" o ON o."id" = so."ecommerceModuleOrderId"
      WHERE so."subjectId" = $1::text AND ($2::text IS NULL OR o."type" = $2::text)
        -- A cart order whose product was deleted holds no line: nothing to show or pay (clear-old-orders removes it).
        AND (o."type" <> 'cart' OR EXISTS (SELECT 1 FROM "EcommerceOrdersToProducts" l WHERE l."orderId" = o."id"))
      GROUP BY o."id" ORDER BY o."createdAt" DESC, o."id" LIMIT $3::int OFFSET $4::bigint`,
    [subjectId, type ?? null, limit, offset],
  );
  return ordersWithLines(
    db,
    links.map((link) => link.id),
  );
}

/** SQL condition on `o`: the order is in the cart of the subject `$1` (a canceled one counts nowhere). */
const IN_SUBJECT_CART = `o."type" = 'cart' AND o."status" <> 'canceled' AND EXISTS (SELECT 1 FROM "RbacSubjectsToEcommerceModuleOrders" so
  WHERE so."ecommerceModuleOrderId" = o."id" AND so."subjectId" = $1::text)`;

/** What the subject's cart comes to now, per currency. */
export async function subjectCartTotals(db: Database, subjectId: string): Promise<CurrencyTotal[]> {
  return (await totalsWhere(db, IN_SUBJECT_CART, [subjectId])).totals;
}

/** How many items the subject's cart holds (its badge). */
export async function subjectCartQuantity(db: Database, subjectId: string): Promise<number> {
  const [row] = await db.query<{ quantity: number }>(
    `SELECT COALESCE(sum(l."quantity"), 0)::int AS "quantity" FROM "EcommerceOrdersToProducts" l
       JOIN "EcommerceOrder" o ON o."id" = l."orderId" WHERE ${IN_SUBJECT_CART}`,
    [subjectId],
  );
  return row?.quantity ?? 0;
}

export const orderMissing = (orderId: string, field?: string) => notFound(`EcommerceOrder with id ${orderId} not found`, field);

/** Whether the order exists and is linked to the subject. */
export async function isOrderOf(db: Database, orderId: string, subjectId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 AS "linked" FROM "RbacSubjectsToEcommerceModuleOrders" WHERE "ecommerceModuleOrderId" = $1::text AND "subjectId" = $2::text LIMIT 1`,
    [orderId, subjectId],
  );
  return rows.length > 0;
}

/** The order of an order line, else a 404. */
export async function orderOfLine(db: Database, lineId: string): Promise<string> {
  const line = await db.prisma.ecommerceOrdersToProducts.findUnique({ where: { id: lineId }, select: { orderId: true } });
  if (!line) throw notFound(`EcommerceOrdersToProducts with id ${lineId} not found`);
  return line.orderId;
}

/** One order with its lines and totals now; a 404 for no such order. */
export async function orderWithLinesById(db: Database, orderId: string): Promise<OrderWithLines> {
  const [order] = await ordersWithLines(db, [orderId]);
  if (!order) throw orderMissing(orderId);
  return order;
}

/** The order's totals per currency now; a 404 for no such order. */
export async function orderTotals(db: Database, orderId: string): Promise<CurrencyTotal[]> {
  return (await orderWithLinesById(db, orderId)).totals;
}

/** How many items the order holds; a 404 for no such order. */
export async function orderQuantity(db: Database, orderId: string): Promise<number> {
  const [row] = await db.query<{ quantity: number }>(
    `SELECT COALESCE((SELECT sum("quantity") FROM "EcommerceOrdersToProducts" WHERE "orderId" = o."id"), 0)::int AS "quantity"
       FROM "EcommerceOrder" o WHERE o."id" = $1::text`,
    [orderId],
  );
  if (!row) throw orderMissing(orderId);
  return row.quantity;
}

/** One order line with its price and total now, in its order's currency; a 404 for no such line. */
export async function lineTotal(db: Database, lineId: string): Promise<{ line: OrderLine; totals: CurrencyTotal[] }> {
  const { lines, totals } = await totalsWhere(db, 'l."id" = $1::text', [lineId]);
  const [line] = lines;
  if (!line) throw notFound(`EcommerceOrdersToProducts with id ${lineId} not found`);
  return { line, totals };
}

/** The price attributes a checkout of the order in the currency would charge (404 for no order, no currency). */
export async function checkoutAttributes(db: Database, orderId: string, currencyId: string): Promise<CheckoutAttributes> {
  const [currency, order] = await Promise.all([
    currencyById(db, currencyId, 'billingModuleCurrencyId'),
    db.prisma.ecommerceOrder.findUnique({ where: { id: orderId }, select: { id: true } }),
  ]);
  if (!order) throw orderMissing(orderId);
  const { lines, totals } = await totalsWhere(db, 'l."orderId" = $1::text', [orderId, currencyId], '$2::text');
  const [total] = totals;
  return {
    orderId,
    billingModuleCurrency: currency,
    ordersToProducts: lines,
    total: total?.complete ? total.amount : lines.length ? null : sumAmounts([], currency.decimals),
  };
}

/**
 * Checks an order before checkout: a cart order, with lines, each with a price in its currency (or the one named).
 * Writes nothing.
 */
export async function checkOrder(db: Database, orderId: string, currencyId?: string): Promise<OrderCheck> {
  const order = await db.prisma.ecommerceOrder.findUnique({ where: { id: orderId }, select: { type: true } });
  if (!order) throw orderMissing(orderId);
  const currency = currencyId ? await currencyById(db, currencyId, 'data.billingModule.currency.id') : undefined;
  const { lines, totals, currencies } = currency
    ? await totalsWhere(db, 'l."orderId" = $1::text', [orderId, currency.id], '$2::text')
    : await totalsWhere(db, 'l."orderId" = $1::text', [orderId]);
  const problems: OrderCheck['problems'] = [];
  if (order.type !== 'cart')
    problems.push({ field: 'type', message: 'Only a cart order can be checked out: this one is history' });
  if (!lines.length) problems.push({ field: 'ordersToProducts', message: 'The order has no lines' });
  lines.forEach((line, index) => {
    if (!line.billingModuleCurrencyId)
      problems.push({ field: `ordersToProducts[${index}]`, message: 'The order has no billing module currency' });
    else if (line.unitPrice === null) problems.push({ field: `ordersToProducts[${index}]`, message: NO_PRICE });
  });
  const named = currency ?? currencies.values().next().value ?? null;
  return { orderId, payable: problems.length === 0, billingModuleCurrency: named, totals, problems };
}
