import type { ComputedColumnsSql } from '../../../crud/computed-columns';
import { subjectEmailSql } from '../../rbac/subjects/subject-columns';

/*
 * What the admin's table shows of a recurring donation (docs/decisions/0042) beside its own columns: who gives it, what
 * each period charges and what its paid periods came to. Every column is one scalar subquery on the listed row.
 */

/** A JSON list of amounts `{ amount, slug, symbol, decimals }` from rows `t` of (slug, symbol, decimals, amount). */
const amountsJson = `jsonb_agg(jsonb_build_object('amount', t."amount", 'slug', t."slug", 'symbol', t."symbol",
    'decimals', t."decimals") ORDER BY t."slug")`;

/**
 * The donor: the email of the subject its first payment intent is linked to, else the email the subscription was
 * given (a guest's).
 */
const donor = (row: string) => `SELECT COALESCE(
    (SELECT (${subjectEmailSql('sp."subjectId"')})
       FROM "BillingPaymentIntent" pi
       JOIN "RbacSubjectsToBillingModulePaymentIntents" sp ON sp."billingModulePaymentIntentId" = pi."id"
      WHERE pi."subscriptionId" = ${row}."id"
      ORDER BY pi."createdAt", pi."id", sp."orderIndex", sp."createdAt", sp."id" LIMIT 1),
    ${row}."email")`;

/** What each period charges, in the subscription's currency; NULL without one. */
const charge = (row: string) => `SELECT ${amountsJson} FROM (
    SELECT c."slug", c."symbol", c."decimals", round(${row}."amount", c."decimals")::text AS "amount"
      FROM "BillingCurrency" c WHERE c."id" = ${row}."currencyId") t`;

/** What its paid payment intents came to, per currency (an intent's own, else the subscription's); NULL before any. */
const given = (row: string) => `SELECT ${amountsJson} FROM (
    SELECT c."slug", c."symbol", c."decimals", round(sum(pi."amount"), c."decimals")::text AS "amount"
      FROM "BillingPaymentIntent" pi
      JOIN "BillingCurrency" c ON c."id" = COALESCE(
        (SELECT x."currencyId" FROM "BillingPaymentIntentsToCurrencies" x WHERE x."paymentIntentId" = pi."id"
          ORDER BY x."orderIndex", x."createdAt", x."id" LIMIT 1),
        ${row}."currencyId")
     WHERE pi."subscriptionId" = ${row}."id" AND pi."status" = 'paid'
     GROUP BY c."id", c."slug", c."symbol", c."decimals") t`;

/** The subscriptions' columns. */
export const billingComputedColumns = {
  '/api/billing/subscriptions': { donor, charge, given },
} satisfies ComputedColumnsSql;
