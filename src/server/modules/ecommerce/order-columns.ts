import type { ComputedColumnsSql } from '../../crud/computed-columns';
import { subjectEmailSql } from '../rbac/subjects/subject-columns';
import { COUNTED_ORDER } from './order-money.service';
import { priceLateral } from './prices.service';

/*
 * What the admin's tables show of donations: each order's donor, projects, amount and paid date, and how much each
 * person gave. Paid means what the money says (order-money.service.ts, decision 0033): what a person gave counts their
 * orders that are paid, neither canceled nor refunded. Every column is one scalar subquery on the listed row.
 */

/** Whether the order whose id is the SQL `orderId` is paid: a paid intent, with an invoice that is paid. */
const paidInvoices = (orderId: string) => `FROM "EcommerceOrdersToBillingModulePaymentIntents" z
    JOIN "BillingPaymentIntent" pi ON pi."id" = z."billingModulePaymentIntentId" AND pi."status" = 'paid'
    JOIN "BillingPaymentIntentsToInvoices" pv ON pv."paymentIntentId" = pi."id"
    JOIN "BillingInvoice" inv ON inv."id" = pv."invoiceId" AND inv."status" = 'paid'
   WHERE z."orderId" = ${orderId}`;

/** The order's currency (its first link to one), as a LATERAL join `oc` on the SQL `orderId`. */
const orderCurrency = (orderId: string) => `JOIN LATERAL (
    SELECT x."billingModuleCurrencyId" AS "currencyId" FROM "EcommerceOrdersToBillingModuleCurrencies" x
     WHERE x."orderId" = ${orderId} ORDER BY x."orderIndex", x."createdAt", x."id" LIMIT 1) oc ON TRUE
  JOIN "BillingCurrency" c ON c."id" = oc."currencyId"`;

/** A JSON list of amounts `{ amount, slug, symbol, decimals }` from rows `t` of (slug, symbol, decimals, amount). */
const amountsJson = `jsonb_agg(jsonb_build_object('amount', t."amount", 'slug', t."slug", 'symbol', t."symbol",
    'decimals', t."decimals") ORDER BY t."slug")`;

/** The first email of the order's subject, else the email its payer gave at checkout (a guest's). */
const donor = (row: string) => `SELECT COALESCE(
    (SELECT (${subjectEmailSql('so."subjectId"')}) FROM "RbacSubjectsToEcommerceModuleOrders" so
      WHERE so."ecommerceModuleOrderId" = ${row}."id" ORDER BY so."createdAt", so."id" LIMIT 1),
    (SELECT inv."email" FROM "EcommerceOrdersToBillingModulePaymentIntents" z
       JOIN "BillingPaymentIntentsToInvoices" pv ON pv."paymentIntentId" = z."billingModulePaymentIntentId"
       JOIN "BillingInvoice" inv ON inv."id" = pv."invoiceId"
      WHERE z."orderId" = ${row}."id" AND inv."email" IS NOT NULL ORDER BY inv."createdAt" DESC, inv."id" LIMIT 1))`;

/**
 * The order's amount in its currency: what its checkout asked for each line, else (a cart) the amount the visitor
 * chose for a line with a free amount, else what the products cost now; NULL while no line has a price.
 */
const amount = (row: string) => `SELECT ${amountsJson} FROM (
    SELECT c."slug", c."symbol", c."decimals",
           round(sum(COALESCE(CASE WHEN ${row}."type" = 'history' THEN l."checkoutUnitPrice" END, l."amount", price."amount")
             * l."quantity"), c."decimals")::text AS "amount"
      FROM "EcommerceOrdersToProducts" l
      ${orderCurrency(`${row}."id"`)}
      LEFT JOIN LATERAL ${priceLateral('l."productId"', 'l."storeId"', 'oc."currencyId"')} price ON TRUE
     WHERE l."orderId" = ${row}."id"
     GROUP BY c."id", c."slug", c."symbol", c."decimals"
    HAVING count(price."amount") + count(l."checkoutUnitPrice") + count(l."amount") > 0) t`;

/** What a person gave: the lines of their counted orders (paid, neither canceled nor refunded), as checked out, per currency. */
const given = (row: string) => `SELECT ${amountsJson} FROM (
    SELECT c."slug", c."symbol", c."decimals", round(sum(l."checkoutUnitPrice" * l."quantity"), c."decimals")::text AS "amount"
      FROM "RbacSubjectsToEcommerceModuleOrders" so
      JOIN "EcommerceOrder" o ON o."id" = so."ecommerceModuleOrderId"
      ${orderCurrency('o."id"')}
      JOIN "EcommerceOrdersToProducts" l ON l."orderId" = o."id"
     WHERE so."subjectId" = ${row}."id" AND ${COUNTED_ORDER('o')}
     GROUP BY c."id", c."slug", c."symbol", c."decimals") t`;

/** The donations' columns of orders and of the people who gave them. */
export const ecommerceComputedColumns = {
  '/api/ecommerce/orders': {
    donor,
    projects: (row) => `SELECT jsonb_agg(p."title" ORDER BY l."orderIndex", l."createdAt", l."id")
      FROM "EcommerceOrdersToProducts" l JOIN "EcommerceProduct" p ON p."id" = l."productId" WHERE l."orderId" = ${row}."id"`,
    amount,
    paidAt: (row) => `SELECT max(inv."paidAt") ${paidInvoices(`${row}."id"`)} AND ${row}."status" <> 'canceled'`,
  },
  '/api/rbac/subjects': { given },
} satisfies ComputedColumnsSql;
